import type { featureIcons } from '../../../cms/schemas/page-blocks.ts';

type FeatureIconName = (typeof featureIcons)[number];

// 24 px line icons drawn for the site, one path set each, stroked in the current colour.
const paths: Record<FeatureIconName, string[]> = {
  shield: ['M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z', 'M9 12l2 2 4-4'],
  chart: ['M4 20V4', 'M4 20h16', 'M8 16l4-5 3 3 5-7'],
  piggy: ['M5 11a7 6 0 0 1 13-2h2v4h-2a7 6 0 0 1-3 4v3h-3v-2h-3v2H6v-3a6 6 0 0 1-1-6z', 'M15 10h.01', 'M10 7h3'],
  card: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4'],
  globe: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c3 3.5 3 14.5 0 18', 'M12 3c-3 3.5-3 14.5 0 18'],
  phone: ['M7 2h10v20H7z', 'M11 18h2'],
  leaf: ['M5 19c0-9 6-14 15-14 0 9-5 15-14 15', 'M5 19l7-7'],
  lock: ['M5 11h14v10H5z', 'M8 11V8a4 4 0 0 1 8 0v3', 'M12 15v2'],
};

/** A decorative icon of a feature grid item; the item's title says what it means. */
export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg className="feature-icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {paths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
