import { pushEvent } from '../../lib/analytics.ts';
import { hasNonNecessaryConsent } from '../../browser/consent-state.ts';

/**
 * Pushes a form's success event through the consent-gated analytics helper: production builds only
 * and only with the visitor's consent to non-necessary cookies. Never throws.
 */
export function trackFormSuccess(event: string, form: string, isProduction: boolean): void {
  pushEvent({ event, form }, { isProduction, hasConsent: hasNonNecessaryConsent() });
}
