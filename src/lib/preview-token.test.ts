import { describe, expect, it } from 'vitest';
import { isValidPreviewQuery, readPreviewQuery, signPreviewQuery } from './preview-token.ts';

const previewToken = 'preview-token-of-the-space';
const now = 1_790_000_000_000;
const seconds = now / 1000;

function query(timestamp: number, token = signPreviewQuery('1234', previewToken, timestamp)) {
  return readPreviewQuery(
    new URLSearchParams({
      _storyblok: '42',
      '_storyblok_tk[space_id]': '1234',
      '_storyblok_tk[timestamp]': String(timestamp),
      '_storyblok_tk[token]': token,
    }),
  )!;
}

describe('Visual Editor token', () => {
  it('accepts SHA-1(space_id:preview_token:timestamp) up to an hour old', () => {
    expect(isValidPreviewQuery(query(seconds), previewToken, now)).toBe(true);
    expect(isValidPreviewQuery(query(seconds - 3599), previewToken, now)).toBe(true);
  });

  it('refuses a stale, future, forged or malformed token', () => {
    expect(isValidPreviewQuery(query(seconds - 3601), previewToken, now)).toBe(false);
    expect(isValidPreviewQuery(query(seconds + 3600), previewToken, now)).toBe(false);
    expect(
      isValidPreviewQuery(query(seconds, signPreviewQuery('1234', 'other', seconds)), previewToken, now),
    ).toBe(false);
    expect(isValidPreviewQuery(query(seconds, 'abc'), previewToken, now)).toBe(false);
    expect(isValidPreviewQuery({ ...query(seconds), timestamp: 'soon' }, previewToken, now)).toBe(false);
  });

  it('needs every editor parameter', () => {
    expect(readPreviewQuery(new URLSearchParams({ _storyblok: '42' }))).toBeUndefined();
    expect(readPreviewQuery(new URLSearchParams())).toBeUndefined();
  });
});
