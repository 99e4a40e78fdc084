/**
 * The notification bar's pause button: moving text that runs longer than 5 s needs a way to stop it
 * (WCAG 2.2.2). Under `prefers-reduced-motion` the CSS shows the text still and hides the button.
 */
export function initNotificationBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-notification-bar]');
  const toggle = bar?.querySelector<HTMLButtonElement>('[data-marquee-toggle]');
  if (!bar || !toggle) return;
  toggle.hidden = false;
  toggle.addEventListener('click', () => {
    const paused = toggle.getAttribute('aria-pressed') !== 'true';
    toggle.setAttribute('aria-pressed', String(paused));
    bar.toggleAttribute('data-paused', paused);
  });
}
