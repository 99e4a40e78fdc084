import { site } from './en/site.ts';
import { content } from './en/content.ts';
import { forms } from './en/forms.ts';
import { booking } from './en/booking.ts';

/**
 * English UI strings: the reference set, one file per area in `./en/`. Every other language must define
 * exactly these keys (each area file's type requires it, and translate.test.ts checks it at run
 * time). Keys are flat and dotted: `{feature}.{what}`.
 */
export const en = { ...site, ...content, ...forms, ...booking } as const;

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
