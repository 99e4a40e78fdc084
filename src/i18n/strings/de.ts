import type { Strings } from './en.ts';
import { site } from './de/site.ts';
import { content } from './de/content.ts';
import { forms } from './de/forms.ts';
import { booking } from './de/booking.ts';

/** German UI strings (Swiss usage: "ss", not "ß"), one file per area in `./de/`. */
export const de = { ...site, ...content, ...forms, ...booking } satisfies Strings;
