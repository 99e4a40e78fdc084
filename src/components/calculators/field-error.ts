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

/** Writes each text of `view` into the element of `root` marked `data-out="<key>"`, when it changed. */
export function writeOutputs<View extends { [K in keyof View]: string }>(root: ParentNode, view: View): void {
  for (const [key, text] of Object.entries<string>(view)) {
    const target = root.querySelector(`[data-out="${key}"]`);
    if (target && target.textContent !== text) target.textContent = text;
  }
}

/** Runs `update` on every input and change of `form`, and on submit in place of sending it. */
export function onFormUpdate(form: HTMLFormElement, update: (event: Event) => void): void {
  form.addEventListener('input', update);
  form.addEventListener('change', update);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    update(event);
  });
}
