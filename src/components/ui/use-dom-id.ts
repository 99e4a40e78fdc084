import { useId } from 'react';

/**
 * `useId` for element ids: React's ids (`_r1R_6_`) start with an underscore, which HTML allows but
 * validators and older tools reject. This keeps React's uniqueness and starts the id with a word:
 * `useDomId('faq')` -> `faq-r1R6`.
 */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^A-Za-z0-9-]/g, '')}`;
}
