/**
 * The App Store and Google Play badges, drawn inline so their wording is the language's own
 * (Apple's and Google's localized badge texts: "Laden im App Store", "Disponible sur Google Play"…).
 * The drawing is decorative; each link is named by its full localized badge text.
 */
export interface StoreBadgeTexts {
  /** The small line above the store's name, e.g. "Laden im" or "DISPONIBILE SU". */
  appStoreTop: string;
  appStoreLabel: string;
  googlePlayTop: string;
  googlePlayLabel: string;
  newTab: string;
}

const font = "-apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif";

function AppleMark() {
  return (
    <g fill="#fff">
      <path d="M24.6 20.9c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8z" />
      <path d="M22.3 14.1c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2-.5 2.7-1.3z" />
    </g>
  );
}

function PlayMark() {
  return (
    <g>
      <path d="M11 9.5 L22.6 20 L11 30.5 Z" fill="#2a9df4" />
      <path d="M11 9.5 L26.5 18 L22.6 20 Z" fill="#34c759" />
      <path d="M11 30.5 L26.5 22 L22.6 20 Z" fill="#ff3b30" />
      <path d="M26.5 18 L30.6 20 L26.5 22 L22.6 20 Z" fill="#ffcc00" />
    </g>
  );
}

function Badge({
  top,
  name,
  mark,
  store,
}: {
  top: string;
  name: string;
  mark: 'apple' | 'play';
  store: string;
}) {
  return (
    <svg
      className="store-badge"
      data-store={store}
      xmlns="http://www.w3.org/2000/svg"
      width="132"
      height="40"
      viewBox="0 0 132 40"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0.5" y="0.5" width="131" height="39" rx="6.5" fill="#000" stroke="#a6a6a6" />
      {mark === 'apple' ? <AppleMark /> : <PlayMark />}
      <g fill="#fff" fontFamily={font}>
        <text x="35" y="16" fontSize="7.5">
          {top}
        </text>
        <text x="34.5" y="30" fontSize="14" fontWeight="600" letterSpacing="-0.3">
          {name}
        </text>
      </g>
    </svg>
  );
}

export function StoreBadges({
  appStoreUrl,
  playStoreUrl,
  texts,
}: {
  appStoreUrl: string;
  playStoreUrl: string;
  texts: StoreBadgeTexts;
}) {
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <>
      <a href={appStoreUrl} {...external} className="store-badge__link">
        <Badge top={texts.appStoreTop} name="App Store" mark="apple" store="app-store" />
        <span className="visually-hidden">{`${texts.appStoreLabel} (${texts.newTab})`}</span>
      </a>
      <a href={playStoreUrl} {...external} className="store-badge__link">
        <Badge top={texts.googlePlayTop} name="Google Play" mark="play" store="google-play" />
        <span className="visually-hidden">{`${texts.googlePlayLabel} (${texts.newTab})`}</span>
      </a>
    </>
  );
}
