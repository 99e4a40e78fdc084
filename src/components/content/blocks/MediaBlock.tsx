import type { MediaBlock as MediaBlockData } from '../../../cms/schemas/rich-text-blocks.ts';
import type { Language } from '../../../i18n/languages.ts';
import { translate } from '../../../i18n/translate.ts';
import { getMediaKind } from '../../../lib/media.ts';
import { maxPluginWidth } from '../../../lib/images.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { VideoPlayer } from '../media/VideoPlayer.tsx';
import { YouTubeFacade } from '../media/YouTubeFacade.tsx';
import { getFileLinkAttributes } from '../story-link.ts';

export interface MediaBlockProps {
  block: MediaBlockData;
  lang: Language;
}

/**
 * An embedded image, video file or YouTube video with an optional caption (SPEC sections 2 and 3).
 * The kind comes from the file's extension: images (and SVGs, drawn as they are) as pictures,
 * videos with the play overlay, anything else as a download link, so no file is silently dropped.
 */
export function MediaBlock({ block, lang }: MediaBlockProps) {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(lang, key, params);
  const file = block.media?.filename ?? '';
  const caption = block.caption?.trim() ?? '';
  const alt = block.media?.alt?.trim() || caption;
  const label = caption || block.media?.title?.trim() || alt || t('video.untitled');
  let media;
  if (block.youtube_id) {
    media = <YouTubeFacade videoId={block.youtube_id} label={label} playLabel={t('video.play')} notice={t('video.youtubeNotice')} />;
  } else if (file === '') {
    return null;
  } else {
    const kind = getMediaKind(file);
    if (kind === 'image' || kind === 'svg') {
      media = <ResponsiveImage src={file} alt={alt} sizes={`(min-width: ${maxPluginWidth}px) ${maxPluginWidth}px, 100vw`} />;
    } else if (kind === 'video') {
      media = <VideoPlayer src={file} label={label} playLabel={t('video.play')} />;
    } else {
      const name = block.media?.title?.trim() || caption || file.slice(file.lastIndexOf('/') + 1);
      return (
        <p className="media-block media-block--file">
          <a {...getFileLinkAttributes(file)} download="">
            {t('media.download', { name })}
          </a>
        </p>
      );
    }
  }
  return (
    <figure className="media-block">
      {media}
      {caption && <figcaption className="media-block__caption">{caption}</figcaption>}
    </figure>
  );
}
