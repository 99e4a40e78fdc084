import { findStrayFigures } from '../lib/figure-format.ts';
import { ContentError } from './content-error.ts';
import { technicalKeys } from './technical-fields.ts';

/**
 * Calls `visit` with every text of a story that holds a digit (a figure needs one), and a function
 * that names its field path; technical fields are left out. One walk with one path stack: the
 * path is only written out for a text that has a problem.
 */
function visitTexts(
  value: unknown,
  path: string[],
  visit: (text: string, field: () => string) => void,
): void {
  if (typeof value === 'string') {
    if (/\d/.test(value)) visit(value, () => path.join('.'));
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(String(index));
      visitTexts(value[index], path, visit);
      path.pop();
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const key in value) {
      if (technicalKeys.has(key) || !Object.hasOwn(value, key)) continue;
      path.push(key);
      visitTexts((value as Record<string, unknown>)[key], path, visit);
      path.pop();
    }
  }
}

/** What the check needs of a story: its slug, language and content, validated or raw. */
export interface CheckedStory {
  fullSlug: string;
  lang: string;
  content: unknown;
}

/** The stray figures of one story: "story "x" (de): field "content.title": "0.60 %" … expected "0.60%"". */
export function findStoryFigureProblems(story: CheckedStory): string[] {
  const problems: string[] = [];
  visitTexts(story.content, ['content'], (text, field) => {
    for (const stray of findStrayFigures(text, story.lang)) {
      problems.push(
        `story "${story.fullSlug}" (${story.lang}): field "${field()}": ${JSON.stringify(stray.found)} is not written as Intl writes it for ${story.lang}-CH, expected ${JSON.stringify(stray.expected)}`,
      );
    }
  });
  return problems;
}

/**
 * Fails the build when a text writes an amount, a percentage or a grouped number otherwise than
 * `Intl.NumberFormat('<lang>-CH')` (see src/lib/figure-format.ts for what is checked and what not).
 */
export function assertFiguresFormatted(stories: readonly CheckedStory[]): void {
  const problems = stories.flatMap(findStoryFigureProblems);
  if (problems.length === 0) return;
  const shown = problems.slice(0, 20).map((problem) => `  - ${problem}`);
  const more = problems.length > 20 ? [`  - and ${problems.length - 20} more`] : [];
  throw new ContentError(
    `Figures in content differ from their language's number format (write them as Intl writes them; a no-break space goes between amount and currency):\n${[...shown, ...more].join('\n')}`,
  );
}
