/**
 * The formal register a Swiss private bank uses: Sie in German, vous in French, Lei in Italian.
 * {@link findInformalAddress} finds the words that address the reader informally (du, tu, voi…),
 * so that a test can keep UI strings and content in one register per language.
 */

/** Informal pronouns and possessives per language, matched as whole words, any case. */
const informalWords: Record<string, string[]> = {
  de: [
    'du',
    'dich',
    'dir',
    'dein',
    'deine',
    'deinen',
    'deinem',
    'deiner',
    'deines',
    'euch',
    'euer',
    'eure',
    'euren',
    'eurem',
    'eurer',
  ],
  fr: ['tu', 'toi', 'ton', 'ta', 'tes', 'te', "t'", 't’'],
  it: ['tu', 'tuo', 'tua', 'tuoi', 'tue', 'ti', 'te', 'voi', 'vostro', 'vostra', 'vostri', 'vostre', 'vi'],
};

/**
 * Legitimate uses that look like an informal word: French place names in German text ("Rue du
 * Rhône"), "t'" inside "a-t-il" is not matched anyway (no apostrophe). Each is removed before matching.
 */
const allowed: Record<string, RegExp[]> = {
  de: [
    /\b(?:rue|quai|place|chemin|avenue|route|lac|pont|parc)\s+du\b/giu,
    /\bdu\s+(?:rhône|rhone|lac|mont-blanc)\b/giu,
  ],
  fr: [],
  it: [],
};

/** One informal word in a text: the word as written and where it starts. */
export interface InformalWord {
  word: string;
  index: number;
}

/** The informal words in `text` for `lang` (empty for English and unknown languages). */
export function findInformalAddress(text: string, lang: string): InformalWord[] {
  const words = informalWords[lang];
  if (!words) return [];
  let cleaned = text;
  for (const pattern of allowed[lang] ?? [])
    cleaned = cleaned.replace(pattern, (match) => ' '.repeat(match.length));
  const whole = words.filter((word) => !/['’]$/.test(word)).join('|');
  const elided = words.filter((word) => /['’]$/.test(word)).map((word) => word.slice(0, -1));
  // Letters (with accents) around a word mean it is part of another word: "tutto", "Büdu", "dutzend";
  // an elided form ("t’") is followed by the next word's letters.
  const elision = elided.length > 0 ? `|(?:${elided.join('|')})['’](?=\\p{L})` : '';
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(?:(?:${whole})(?![\\p{L}\\p{N}])${elision})`, 'giu');
  return [...cleaned.matchAll(pattern)].map((match) => ({ word: match[0], index: match.index }));
}
