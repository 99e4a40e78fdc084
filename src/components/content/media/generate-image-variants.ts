import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { fallbackQuality, placeholderQuality, placeholderWidth } from '../../../lib/images.ts';
import { getAssetDimensions, getMediaKind } from '../../../lib/media.ts';
import {
  getVariantPath,
  getVariantWidths,
  imageVariantsDir,
  imageVariantsManifest,
  type LocalImageManifest,
} from './local-image-variants.ts';

async function makeVariants(file: string, src: string, originalWidth: number, outDir: string) {
  const sourceTime = (await stat(file)).mtimeMs;
  const widths = getVariantWidths(originalWidth);
  for (const width of widths) {
    const target = join(outDir, getVariantPath(src, width));
    if (await isNewer(target, sourceTime)) continue;
    await mkdir(dirname(target), { recursive: true });
    await sharp(file).resize({ width, withoutEnlargement: true }).webp({ quality: fallbackQuality, effort: 2 }).toFile(target);
  }
  const tiny = await sharp(file).resize({ width: placeholderWidth }).webp({ quality: placeholderQuality }).toBuffer();
  return { widths, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

const isNewer = async (file: string, than: number) => ((await stat(file).catch(() => undefined))?.mtimeMs ?? 0) >= than;

/**
 * Makes the responsive copies of every raster image under `assetsDir` (content/assets): WebP at
 * each breakpoint below the original's width (SPEC section 9) plus the original width, and a 20 px
 * placeholder, into `outDir/assets/...` with a manifest the image component reads. Copies newer
 * than their source are kept, so a second build only pays for new images. Run once per build
 * before pages render; then copy `outDir/assets` into the built site beside the originals.
 */
export async function generateImageVariants(assetsDir: string, outDir = imageVariantsDir): Promise<LocalImageManifest> {
  const files = (await readdir(assetsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const manifest: LocalImageManifest = {};
  const queue = [...files];
  // A few images at a time: sharp already spreads each one over threads; more would only queue.
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const src = `/assets/${relative(assetsDir, file).split(sep).join('/')}`;
      const size = getAssetDimensions(src);
      if (getMediaKind(src) !== 'image' || !size) continue;
      manifest[src] = await makeVariants(file, src, size.width, outDir);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, imageVariantsManifest), JSON.stringify(manifest));
  return manifest;
}
