import type { z } from 'zod';

/** A content problem that fails the build, naming the story, the field and what was expected. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Turns zod issues into one readable message per field. */
export function describeIssues(
  where: string,
  issues: readonly z.core.$ZodIssue[],
  pathPrefix: (string | number)[] = [],
): string {
  const lines = issues.slice(0, 8).map((issue) => {
    const path =
      [...pathPrefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))].join('.') ||
      '(story content)';
    return `  - field "${path}": ${issue.message}`;
  });
  const more = issues.length > 8 ? `\n  - and ${issues.length - 8} more` : '';
  return `Invalid content in ${where}:\n${lines.join('\n')}${more}`;
}
