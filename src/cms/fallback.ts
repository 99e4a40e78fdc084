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
    // Made only when an item has a `_uid` to look up.
    let byUid: Map<string, unknown> | undefined;
    return translated.map((item: unknown, index) => {
      const match = hasUid(item)
        ? (byUid ??= indexByUid(Array.isArray(fallback) ? fallback : [])).get(item._uid)
        : Array.isArray(fallback)
          ? fallback[index]
          : undefined;
      return match === undefined ? item : applyFieldFallback(item, match);
    });
  }
  if (isPlainObject(translated) && isPlainObject(fallback)) {
    const result: Record<string, unknown> = {};
    for (const key in translated) {
      if (Object.hasOwn(translated, key)) result[key] = applyFieldFallback(translated[key], fallback[key]);
    }
    // A missing (not just empty) text field in the translation takes the English one.
    for (const key in fallback) {
      const value = fallback[key];
      if (Object.hasOwn(fallback, key) && !(key in result) && typeof value === 'string') result[key] = value;
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
  const gaps: string[] = [];
  collectTranslationGaps(translated, english, [...path], gaps);
  return gaps;
}

/**
 * `findTranslationGaps`'s walk: one path stack, written out only for a gap, and each list's `_uid`
 * index made only when the translation has an item with a `_uid` (the build walks 7,500 stories).
 */
function collectTranslationGaps(translated: unknown, english: unknown, path: string[], gaps: string[]): void {
  if (typeof english === 'string') {
    const empty = translated === '' || translated === null || translated === undefined;
    if (empty && english.trim() !== '') gaps.push(path.join('.'));
    return;
  }
  if (Array.isArray(translated) && Array.isArray(english)) {
    let byUid: Map<string, unknown> | undefined;
    for (let index = 0; index < translated.length; index += 1) {
      const item: unknown = translated[index];
      const match = hasUid(item) ? (byUid ??= indexByUid(english)).get(item._uid) : english[index];
      if (match === undefined) continue;
      path.push(String(index));
      collectTranslationGaps(item, match, path, gaps);
      path.pop();
    }
    return;
  }
  if (isPlainObject(translated) && isPlainObject(english)) {
    for (const key in english) {
      if (!Object.hasOwn(english, key) || technicalKeys.has(key)) continue;
      path.push(key);
      collectTranslationGaps(translated[key], english[key], path, gaps);
      path.pop();
    }
  }
}

/** The items of `list` that have a `_uid`, by it (built only when a lookup needs it). */
function indexByUid(list: readonly unknown[]): Map<string, unknown> {
  return new Map(list.filter(hasUid).map((entry) => [entry._uid, entry]));
}

function hasUid(value: unknown): value is { _uid: string } {
  return isPlainObject(value) && typeof value['_uid'] === 'string';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
