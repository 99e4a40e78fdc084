/**
 * Shows or clears the message of a calculator field: the message element is the one among the
 * field's `aria-describedby` ids that has `data-error`; the field is marked `aria-invalid` while a
 * message shows.
 */
export function showFieldError(input: HTMLInputElement, message: string): void {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const target = ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.hasAttribute('data-error'));
  if (target) {
    target.textContent = message;
    target.hidden = message === '';
  }
  if (message === '') input.removeAttribute('aria-invalid');
  else input.setAttribute('aria-invalid', 'true');
}
