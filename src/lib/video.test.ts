import { describe, expect, it } from 'vitest';
import {
  getYouTubeEmbedUrl,
  getYouTubeThumbnailUrl,
  getYouTubeWatchUrl,
  isYouTubeId,
  parseYouTubeId,
} from './video.ts';

const id = 'dQw4w9WgXcQ';

describe('YouTube URL builders', () => {
  it('builds the thumbnail URL, hqdefault by default', () => {
    expect(getYouTubeThumbnailUrl(id)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(getYouTubeThumbnailUrl(id, 'maxresdefault')).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
    );
  });

  it('builds the privacy-friendly embed URL, with autoplay on request', () => {
    expect(getYouTubeEmbedUrl(id)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(getYouTubeEmbedUrl(id, { autoplay: false })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(getYouTubeEmbedUrl(id, { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
  });

  it('builds the watch URL', () => {
    expect(getYouTubeWatchUrl(id)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });

  it('refuses ids that are not video ids', () => {
    for (const bad of ['', 'short', 'dQw4w9WgXcQx', 'dQw4w9WgXc!', '../../evil', 'dQw4w9WgXc"']) {
      expect(() => getYouTubeThumbnailUrl(bad)).toThrow(RangeError);
      expect(() => getYouTubeEmbedUrl(bad)).toThrow(RangeError);
      expect(() => getYouTubeWatchUrl(bad)).toThrow(RangeError);
    }
  });
});

describe('isYouTubeId', () => {
  it('accepts exactly 11 of A-Z a-z 0-9 _ -', () => {
    expect(isYouTubeId(id)).toBe(true);
    expect(isYouTubeId('a_b-c_d-e_f')).toBe(true);
    expect(isYouTubeId('abc')).toBe(false);
    expect(isYouTubeId('abcdefghijkl')).toBe(false);
    expect(isYouTubeId('abcdefghij ')).toBe(false);
  });
});

describe('parseYouTubeId', () => {
  it.each([
    [id],
    [` ${id} `],
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://www.youtube.com/watch?feature=share&v=${id}&t=42s`],
    [`http://youtube.com/watch?v=${id}`],
    [`https://m.youtube.com/watch?v=${id}`],
    [`https://music.youtube.com/watch?v=${id}`],
    [`www.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc&t=10`],
    [`youtu.be/${id}`],
    [`//youtu.be/${id}`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube.com/embed/${id}?autoplay=1`],
    [`https://www.youtube-nocookie.com/embed/${id}`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://youtube.com/shorts/${id}/`],
    [`https://www.youtube.com/live/${id}?feature=share`],
    [`https://www.youtube.com/v/${id}`],
    [`https://WWW.YOUTUBE.COM/watch?v=${id}`],
  ])('finds the id in %j', (input) => {
    expect(parseYouTubeId(input)).toBe(id);
  });

  it.each([
    [''],
    ['not a video'],
    ['dQw4w9WgXc'],
    [`https://vimeo.com/${id}`],
    [`https://evil.example/watch?v=${id}`],
    [`https://youtube.com.evil.example/watch?v=${id}`],
    [`https://www.youtube.com/watch?v=${id}x`],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch'],
    [`https://www.youtube.com/channel/${id}`],
    [`https://www.youtube.com/embed/`],
    [`ftp://youtu.be/${id}`],
    [`javascript:alert('${id}')`],
    ['https://youtu.be/'],
  ])('rejects %j', (input) => {
    expect(parseYouTubeId(input)).toBeUndefined();
  });
});
