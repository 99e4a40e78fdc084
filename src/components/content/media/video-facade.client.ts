/**
 * Enhances the server-drawn players of VideoPlayer.tsx and YouTubeFacade.tsx (SPEC section 2):
 * a video file shows a play overlay and gains its controls after the first click; a YouTube
 * facade becomes the youtube-nocookie player only when clicked, so nothing loads from YouTube
 * before. The still image (also YouTube's) appears only once non-necessary cookies are allowed.
 * Bundled only on pages that have a video (PageScripts.astro).
 */
import { whenNonNecessaryAllowed } from '../../../browser/consent-state.ts';

function enhanceVideo(root: HTMLElement): void {
  const video = root.querySelector('video');
  const button = root.querySelector<HTMLButtonElement>('.video__play');
  if (!video || !button) return;
  video.controls = false;
  button.hidden = false;
  button.addEventListener('click', () => {
    video.controls = true;
    button.remove();
    video.focus();
    // A rejected play (autoplay policy, missing file) leaves the native controls to try again.
    video.play().catch(() => undefined);
  });
}

function enhanceYouTube(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('.video__facade');
  const src = root.dataset['embedUrl'];
  if (!link || !src) return;
  const thumbnail = root.dataset['thumbnailUrl'];
  if (thumbnail) {
    whenNonNecessaryAllowed(() => {
      if (!link.isConnected) return;
      const image = document.createElement('img');
      image.className = 'video__facade-thumb';
      image.src = thumbnail;
      image.alt = '';
      link.prepend(image);
    });
  }
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.title = root.dataset['title'] ?? '';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    link.replaceWith(frame);
    frame.focus();
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-video-player]')) enhanceVideo(root);
for (const root of document.querySelectorAll<HTMLElement>('[data-youtube-facade]')) enhanceYouTube(root);
