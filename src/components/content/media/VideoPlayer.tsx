import './video.css';

export interface VideoPlayerProps {
  src: string;
  /** What the video shows; names the play button and the video for screen readers. */
  label: string;
  playLabel: string;
  poster?: string | undefined;
}

/**
 * A video file with a play overlay (SPEC section 2, "Rich text and articles"): it starts on click,
 * after which the native controls show. The server draws the video with controls and the overlay
 * hidden, so it plays without JavaScript; video-facade.client.ts swaps them when it runs.
 */
export function VideoPlayer({ src, label, playLabel, poster }: VideoPlayerProps) {
  return (
    <div className="video" data-video-player="">
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption -- the content model has no caption track for videos yet */}
      <video className="video__media" src={src} poster={poster} controls preload="metadata" playsInline aria-label={label} />
      <button type="button" className="video__play" hidden aria-label={`${playLabel}: ${label}`}>
        <PlayIcon />
      </button>
    </div>
  );
}

/** The round play symbol of the video overlays. */
export function PlayIcon() {
  return (
    <svg className="video__icon" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" />
      <path d="M26 20v24l19-12z" />
    </svg>
  );
}
