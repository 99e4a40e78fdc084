import { describe, expect, it } from 'vitest';
import { getContentType } from './content-types.ts';

describe('getContentType', () => {
  it.each([
    ['content/assets/photo.JPG', 'image/jpeg'],
    ['/assets/logo.svg', 'image/svg+xml'],
    ['clip.mp4', 'video/mp4'],
    ['report.pdf', 'application/pdf'],
    ['archive.bin', 'application/octet-stream'],
    ['no-extension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(getContentType(file)).toBe(type);
  });
});
