/** Validated alone: the other functions' bundles do not carry the desk's text. */
import * as v from 'valibot';
import raw from './data/desk.ts';
import { DeskText } from './schemas/desk.ts';

export const deskText: DeskText = v.parse(DeskText, raw);
