import { lazy } from 'react';

/**
 * The booking's steps after the first, and the summary of the last two, load apart from it (issue
 * 16, goal 4): opening the booking fetches what its service list needs, not the times' calendar,
 * the details form with its phone field, or the summary. They follow as soon as the visitor
 * chooses a service (`preloadLaterSteps`), while the free times for it load, so the next step is
 * there when asked for; a step shown before its code arrived shows a status until it has.
 */
const loadSlotStep = () => import('./SlotStep.tsx');
const loadDetailsStep = () => import('./DetailsStep.tsx');
const loadAdditionalStep = () => import('./AdditionalStep.tsx');
const loadBookingSummary = () => import('./BookingSummary.tsx');

export const SlotStep = lazy(() => loadSlotStep().then((module) => ({ default: module.SlotStep })));
export const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));
export const AdditionalStep = lazy(() =>
  loadAdditionalStep().then((module) => ({ default: module.AdditionalStep })),
);
export const BookingSummary = lazy(() =>
  loadBookingSummary().then((module) => ({ default: module.BookingSummary })),
);

/**
 * Starts loading every later step. A load that fails here is left to the step that needs it,
 * which tries again when shown (and then goes through the site's chunk recovery).
 */
export function preloadLaterSteps(): void {
  for (const load of [loadSlotStep, loadDetailsStep, loadAdditionalStep, loadBookingSummary]) {
    load().catch(() => undefined);
  }
}
