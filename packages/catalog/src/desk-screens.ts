/** Validated alone: the other functions' bundles do not carry the desk's screens. */
import * as v from 'valibot';
import raw from './data/desk-screens.ts';
import { DeskScreens } from './schemas/desk.ts';

export const deskScreens: DeskScreens = v.parse(DeskScreens, raw);
