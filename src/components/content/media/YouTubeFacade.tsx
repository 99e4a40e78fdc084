import { getYouTubeEmbedUrl, getYouTubeThumbnailUrl, getYouTubeWatchUrl } from '../../../lib/video.ts';
import { PlayIcon } from './VideoPlayer.tsx';
import './video.css';

export interface YouTubeFacadeProps {
  videoId: string;
  /** What the video shows: the iframe's title and the play button's name. */
  label: string;
  playLabel: string;
  /** Tells visitors that playing loads YouTube (and sets its cookies). */
  notice: string;
}

/**
 * A privacy-friendly YouTube embed: nothing is loaded from YouTube (not even the thumbnail) until
 * the visitor clicks play; then video-facade.client.ts puts the youtube-nocookie player in its
 * place, playing, with YouTube's controls. Without JavaScript the button is a link to the video on
 * YouTube. The thumbnail URL is kept in a data attribute for when consent allows it.
 */
export function YouTubeFacade({ videoId, label, playLabel, notice }: YouTubeFacadeProps) {
  return (
    <div
      className="video video--youtube"
      data-youtube-facade=""
      data-embed-url={getYouTubeEmbedUrl(videoId, { autoplay: true })}
      data-thumbnail-url={getYouTubeThumbnailUrl(videoId)}
      data-title={label}
    >
      <a className="video__facade" href={getYouTubeWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
        <PlayIcon />
        <span className="video__facade-label">
          {playLabel}
          <span className="visually-hidden">: {label}</span>
        </span>{' '}
        <span className="video__notice">{notice}</span>
      </a>
    </div>
  );
}
