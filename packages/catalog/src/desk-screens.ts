/**
 * `@clinique/catalog/desk-screens`: the desk's screens validated alone, for the pages the desk's
 * function draws without JavaScript; the other functions' bundles do not carry them.
 */
import * as v from 'valibot';
import raw from './data/desk-screens.ts';
import { DeskScreens } from './schemas/desk.ts';

export const deskScreens: DeskScreens = v.parse(DeskScreens, raw);
