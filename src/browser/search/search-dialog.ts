/**
 * The site search dialog, loaded only when a visitor opens search. It clones the dialog the page
 * rendered in its language (`<template data-search-template>`), loads Pagefind's browser API from
 * `/pagefind/`, and searches the index of the page's language (Pagefind picks it from
 * `<html lang>`), so results are pages of the visitor's language only.
 */
import { fillTemplate, parseExcerpt, toPageUrl } from './search-results.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

const maxResults = 10;
let pagefind: Promise<Pagefind> | undefined;
let dialog: HTMLDialogElement | undefined;

function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

function renderResult(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.className = 'site-search__result';
  link.href = toPageUrl(data.url);
  const title = document.createElement('span');
  title.className = 'site-search__result-title';
  title.textContent = data.meta.title ?? link.pathname;
  const excerpt = document.createElement('span');
  excerpt.className = 'site-search__result-excerpt';
  for (const part of parseExcerpt(data.excerpt)) {
    const node = part.marked ? document.createElement('mark') : document.createTextNode(part.text);
    if (part.marked) node.textContent = part.text;
    excerpt.append(node);
  }
  link.append(title, excerpt);
  item.append(link);
  return item;
}

async function runSearch(root: HTMLDialogElement, query: string): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLElement>('[data-search-results]')!;
  const text = (name: string) => root.dataset[name] ?? '';
  const term = query.trim();
  if (term === '') {
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  status.textContent = text('loading');
  try {
    const search = await (await loadPagefind()).debouncedSearch(term, {}, 200);
    if (!search) return; // A newer query replaced this one.
    const results = await Promise.all(search.results.slice(0, maxResults).map((result) => result.data()));
    list.replaceChildren(...results.map(renderResult));
    status.textContent =
      results.length === 0
        ? fillTemplate(text('noResults'), { query: term })
        : fillTemplate(text('count'), { count: search.results.length, query: term });
  } catch {
    list.replaceChildren();
    status.textContent = text('error');
  }
}

function createDialog(): HTMLDialogElement | undefined {
  const template = document.querySelector<HTMLTemplateElement>('template[data-search-template]');
  const root = template?.content.firstElementChild?.cloneNode(true);
  if (!(root instanceof HTMLDialogElement)) return undefined;
  document.body.append(root);
  const input = root.querySelector<HTMLInputElement>('input[type="search"]')!;
  input.addEventListener('input', () => void runSearch(root, input.value));
  root.querySelector('[data-search-close]')?.addEventListener('click', () => root.close());
  root.addEventListener('keydown', (event) => {
    // A search field would spend the first Escape on clearing itself; one Escape closes search.
    if (event.key !== 'Escape') return;
    event.preventDefault();
    root.close();
  });
  root.addEventListener('click', (event) => {
    // A click on the backdrop (the dialog element itself, outside its panel) closes it.
    if (event.target === root) root.close();
  });
  return root;
}

/** Opens the search dialog; focus returns to `opener` when it closes. */
export function openSearch(opener: HTMLElement | null): void {
  dialog ??= createDialog();
  const root = dialog;
  if (!root || root.open) return;
  root.addEventListener('close', () => opener?.isConnected && opener.focus(), { once: true });
  root.showModal();
  const input = root.querySelector<HTMLInputElement>('input[type="search"]');
  input?.focus();
  input?.select();
  void loadPagefind().catch(() => undefined);
}
