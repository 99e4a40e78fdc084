import type { Strings } from './en.ts';
import { site } from './fr/site.ts';
import { content } from './fr/content.ts';
import { forms } from './fr/forms.ts';
import { booking } from './fr/booking.ts';

/** French UI strings, one file per area in `./fr/`. */
export const fr = { ...site, ...content, ...forms, ...booking } satisfies Strings;
