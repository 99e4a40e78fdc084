import { technicalKeys } from './technical-fields.ts';

/**
 * Field-level fallback to the default language: wherever a translated story leaves a text field
 * empty, the English value is used. Blocks are matched by `_uid` so reordered lists stay correct.
 */
export function applyFieldFallback(translated: unknown, fallback: unknown): unknown {
  if (translated === '' || translated === null || translated === undefined) {
    return typeof fallback === 'string' ? fallback : translated;
  }
  if (Array.isArray(translated)) {
    const byUid = new Map<string, unknown>();
    if (Array.isArray(fallback)) {
      for (const item of fallback) if (hasUid(item)) byUid.set(item._uid, item);
    }
    return translated.map((item: unknown, index) => {
      const match = hasUid(item)
        ? byUid.get(item._uid)
        : Array.isArray(fallback)
          ? fallback[index]
          : undefined;
      return match === undefined ? item : applyFieldFallback(item, match);
    });
  }
  if (isPlainObject(translated) && isPlainObject(fallback)) {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(translated))
      result[key] = applyFieldFallback(value, fallback[key]);
    // A missing (not just empty) text field in the translation takes the English one.
    for (const [key, value] of Object.entries(fallback)) {
      if (!(key in result) && typeof value === 'string') result[key] = value;
    }
    return result;
  }
  return translated;
}

/**
 * The text fields a translated story leaves empty (or out) where the English story has text:
 * each would show English on a page of another language. Paths are dotted, e.g.
 * `navigation.1.groups.0.name`; technical fields (links, ids, dates) are not counted.
 */
export function findTranslationGaps(translated: unknown, english: unknown, path: string[] = []): string[] {
  if (typeof english === 'string') {
    const empty = translated === '' || translated === null || translated === undefined;
    return empty && english.trim() !== '' ? [path.join('.')] : [];
  }
  if (Array.isArray(translated) && Array.isArray(english)) {
    const byUid = new Map(english.filter(hasUid).map((item) => [item._uid, item]));
    return translated.flatMap((item: unknown, index) => {
      const match = hasUid(item) ? byUid.get(item._uid) : english[index];
      return match === undefined ? [] : findTranslationGaps(item, match, [...path, String(index)]);
    });
  }
  if (isPlainObject(translated) && isPlainObject(english)) {
    return Object.entries(english).flatMap(([key, value]) =>
      technicalKeys.has(key) ? [] : findTranslationGaps(translated[key], value, [...path, key]),
    );
  }
  return [];
}

function hasUid(value: unknown): value is { _uid: string } {
  return isPlainObject(value) && typeof value['_uid'] === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
