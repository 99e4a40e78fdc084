import type { Strings } from './en.ts';
import { site } from './it/site.ts';
import { content } from './it/content.ts';
import { forms } from './it/forms.ts';
import { booking } from './it/booking.ts';

/** Italian UI strings, one file per area in `./it/`. */
export const it = { ...site, ...content, ...forms, ...booking } satisfies Strings;
