/** What a media block renders for a file (SPEC section 3, "Media kinds by extension"). */
export type MediaKind = 'image' | 'video' | 'svg' | 'unknown';

const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'tiff', 'webp']);
const videoExtensions = new Set(['mp4', 'mov', 'avi', 'flv', 'wmv', 'mkv', 'webm']);

/** The last path segment of a file name or URL, without query string or hash. */
function getBaseName(filename: string): string {
  const path = filename.trim().split(/[?#]/, 1)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The media kind of a file by its extension, case-insensitive, ignoring a query string or hash:
 * jpg, jpeg, png, gif, bmp, tiff, webp -> 'image'; mp4, mov, avi, flv, wmv, mkv, webm -> 'video';
 * svg -> 'svg' (drawn as is, never resized); anything else, or no extension, -> 'unknown'.
 */
export function getMediaKind(filename: string): MediaKind {
  const name = getBaseName(filename);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'unknown';
  const extension = name.slice(dot + 1).toLowerCase();
  if (imageExtensions.has(extension)) return 'image';
  if (videoExtensions.has(extension)) return 'video';
  return extension === 'svg' ? 'svg' : 'unknown';
}

/**
 * The original size of a Storyblok asset, read from the `/{width}x{height}/` segment Storyblok puts in
 * every asset URL (`https://a.storyblok.com/f/123/1920x1080/abc/photo.jpg` -> 1920 by 1080), or undefined
 * when the URL has none or a zero size. Knowing it lets pages set width and height (no layout shift)
 * without fetching the file. Only the first such segment counts: a later `/m/800x600/` is a resize.
 */
export function getAssetDimensions(filename: string): { width: number; height: number } | undefined {
  const path = filename.trim().split(/[?#]/, 1)[0] ?? '';
  const match = /\/(\d{1,6})x(\d{1,6})\//.exec(path);
  if (match === null) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
