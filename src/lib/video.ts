/** Thumbnail sizes YouTube serves for every video (maxresdefault only exists for HD uploads). */
export type YouTubeThumbnailQuality = 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault';

const idPattern = /^[A-Za-z0-9_-]{11}$/;
const youTubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
// Path forms that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const idPathPrefixes = new Set(['embed', 'shorts', 'live', 'v']);

/** Builders take a checked id so that a bad one fails loudly at build time, not as a broken embed. */
function assertYouTubeId(id: string): string {
  if (!idPattern.test(id)) {
    throw new RangeError(
      `"${id}" is not a YouTube video id (11 of A-Z a-z 0-9 _ -); use parseYouTubeId first.`,
    );
  }
  return id;
}

/** True when `value` has the shape of a YouTube video id: exactly 11 of `A-Z a-z 0-9 _ -`. */
export function isYouTubeId(value: string): boolean {
  return idPattern.test(value);
}

/**
 * The video id in a YouTube link or a bare id, or undefined. Accepts watch links
 * (`youtube.com/watch?v=ID`, also m. and music.), `youtu.be/ID`, `/embed/ID` (also youtube-nocookie.com),
 * `/shorts/ID`, `/live/ID` and `/v/ID`, with or without `https://`; other hosts and anything whose id
 * does not match `^[A-Za-z0-9_-]{11}$` are rejected.
 */
export function parseYouTubeId(urlOrId: string): string | undefined {
  const value = urlOrId.trim();
  if (idPattern.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/\//, '')}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter((segment) => segment !== '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = first;
  else if (!youTubeHosts.has(host)) return undefined;
  else if (first === 'watch') candidate = url.searchParams.get('v');
  else if (idPathPrefixes.has(first)) candidate = second;
  return candidate !== null && candidate !== undefined && idPattern.test(candidate) ? candidate : undefined;
}

/** Where the facade's player comes from: the pages' policy frames it and lets it autoplay. */
export const youTubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/** Where YouTube's still images come from. */
export const youTubeThumbnailOrigin = 'https://i.ytimg.com';

/** The still image YouTube serves for a video: `https://i.ytimg.com/vi/{id}/hqdefault.jpg` by default. */
export function getYouTubeThumbnailUrl(id: string, quality: YouTubeThumbnailQuality = 'hqdefault'): string {
  return `${youTubeThumbnailOrigin}/vi/${assertYouTubeId(id)}/${quality}.jpg`;
}

/**
 * The privacy-enhanced embed address (`youtube-nocookie.com`: no tracking cookies until playback).
 * With `autoplay` the player starts at once, which is what the click-to-load facade wants: the visitor
 * has already clicked play on the thumbnail.
 */
export function getYouTubeEmbedUrl(id: string, options: { autoplay?: boolean } = {}): string {
  const base = `${youTubeEmbedOrigin}/embed/${assertYouTubeId(id)}`;
  return options.autoplay === true ? `${base}?autoplay=1` : base;
}

/** The ordinary watch page, for a "watch on YouTube" link: `https://www.youtube.com/watch?v={id}`. */
export function getYouTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${assertYouTubeId(id)}`;
}
