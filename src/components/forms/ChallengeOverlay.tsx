import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { loadRecaptcha, recaptchaMessages } from '../../forms/client/recaptcha-client.ts';
import { Button } from '../ui/Button.tsx';
import type { VerificationConfig } from '../modals/modal-data.ts';
import { useT } from '../modals/ModalDataContext.tsx';

/** Props of {@link ChallengeOverlay}. */
export interface ChallengeOverlayProps {
  verification: VerificationConfig;
  onSolved: (token: string) => void;
  onCancel: () => void;
  onError: () => void;
}

/**
 * The visible reCAPTCHA v2 challenge over the form (SPEC section 4), shown after a too-low
 * invisible score. Once solved, the form resends the same values with `rt_version` v2.
 */
export function ChallengeOverlay({ verification, onSolved, onCancel, onError }: ChallengeOverlayProps) {
  const t = useT();
  const titleId = useId();
  const widgetRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [ready, setReady] = useState(false);
  const solved = useEffectEvent((token: string) => onSolved(token));
  const failed = useEffectEvent(() => onError());

  useEffect(() => {
    headingRef.current?.focus();
    let cancelled = false;
    const siteKey = verification.recaptchaV2SiteKey;
    if (!siteKey) {
      console.warn(recaptchaMessages.keyMissing);
      failed();
      return undefined;
    }
    loadRecaptcha(verification.recaptchaSiteKey)
      .then((grecaptcha) => {
        if (cancelled || !widgetRef.current) return;
        grecaptcha.render(widgetRef.current, {
          sitekey: siteKey,
          callback: (token) => solved(token),
          'error-callback': () => failed(),
        });
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) failed();
      });
    return () => {
      cancelled = true;
    };
  }, [verification]);

  return (
    <div className="challenge-overlay" role="group" aria-labelledby={titleId}>
      <div className="challenge-overlay__panel">
        <h3 className="challenge-overlay__title" id={titleId} ref={headingRef} tabIndex={-1}>
          {t('captcha.title')}
        </h3>
        <p className="challenge-overlay__text">{t('captcha.text')}</p>
        {!ready && <p className="challenge-overlay__loading">{t('captcha.loading')}</p>}
        <div className="challenge-overlay__widget" ref={widgetRef} />
        <Button variant="strokePrimary" size="small" onClick={onCancel}>
          {t('captcha.cancel')}
        </Button>
      </div>
    </div>
  );
}
