import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageProps } from '../templates/types.ts';
import SiteHeadStyle, { collapsedHidden } from './SiteHeadStyle.tsx';

function props(items: number, bar?: { isEnabled: boolean; backgroundColor: string }): PageProps {
  const navigation = Array.from({ length: items }, (_, i) => ({
    _uid: `n${i}`,
    component: 'nav_item',
    name: `Item ${i}`,
    link: { linktype: 'story', url: '', cached_url: `page-${i}` },
    groups: [],
  }));
  const config = {
    content: {
      navigation,
      footer_groups: [],
      notification_bar: bar && {
        _uid: 'b',
        component: 'notification_bar',
        text: 'Hi',
        linkType: 'link',
        ...bar,
      },
    },
  };
  return {
    entry: { lang: 'en', path: '/' },
    content: { languages: { en: { config } } },
  } as unknown as PageProps;
}

describe('SiteHeadStyle', () => {
  it('starts the header collapsed below the estimated width, until the script has measured', () => {
    const html = renderToStaticMarkup(<SiteHeadStyle {...props(4)} />);
    expect(html).toMatch(/^<style>@media \(max-width:\d+\.98px\)\{\.site-header:not\(\[data-collapsed\]\) /);
  });

  it('hides before the script exactly what the collapsed header hides after it (no shift at 390 px)', () => {
    const css = readFileSync(new URL('./SiteHeader.css', import.meta.url), 'utf8');
    const rule = /\.site-header\[data-collapsed='true'\] :is\(([^)]*)\)\s*\{[^}]*visibility: hidden/.exec(
      css,
    );
    const hiddenByScript = rule?.[1]?.split(',').map((selector) => selector.trim());
    expect(hiddenByScript?.toSorted()).toEqual([...collapsedHidden].sort());
    const html = renderToStaticMarkup(<SiteHeadStyle {...props(4)} />);
    expect(html).toContain(`:is(${collapsedHidden.join(',')}){visibility:hidden`);
  });

  it('gives the notification bar its colour and a readable text colour', () => {
    const html = renderToStaticMarkup(
      <SiteHeadStyle {...props(2, { isEnabled: true, backgroundColor: '#0b1f3a' })} />,
    );
    expect(html).toContain(
      '.notification-bar{--notification-background:#0b1f3a;--notification-text:#ffffff}',
    );
  });

  it('always collapses a navigation too wide for any screen, and renders nothing when there is nothing to say', () => {
    expect(renderToStaticMarkup(<SiteHeadStyle {...props(14)} />)).toMatch(/^<style>\.site-header:not/);
    expect(renderToStaticMarkup(<SiteHeadStyle {...props(0)} />)).toBe('');
  });
});
