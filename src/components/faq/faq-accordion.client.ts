/**
 * Progressive enhancement of FaqAccordion.tsx (SPEC section 2, "FAQ"). Browsers that support
 * `<details name>` already keep one question open per group; this adds the same rule for those
 * that do not, and opens the question a link's hash points at. Bundled only on pages with an FAQ.
 */

const supportsExclusiveDetails = 'name' in HTMLDetailsElement.prototype;

function closeOthers(opened: HTMLDetailsElement): void {
  const group = opened.getAttribute('name');
  for (const other of document.querySelectorAll<HTMLDetailsElement>('details.faq__item[open]')) {
    if (other !== opened && other.getAttribute('name') === group) other.open = false;
  }
}

function openFromHash(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target instanceof HTMLDetailsElement && target.classList.contains('faq__item')) target.open = true;
}

if (!supportsExclusiveDetails) {
  // `toggle` does not bubble; listening in the capture phase catches every accordion on the page.
  document.addEventListener(
    'toggle',
    (event) => {
      const details = event.target;
      if (details instanceof HTMLDetailsElement && details.open && details.classList.contains('faq__item'))
        closeOthers(details);
    },
    true,
  );
}

openFromHash();
window.addEventListener('hashchange', openFromHash);
