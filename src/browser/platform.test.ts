import { describe, expect, it } from 'vitest';
import { getMobilePlatform } from './platform.ts';

describe('getMobilePlatform', () => {
  it('recognises iPhone, iPad and Android', () => {
    expect(
      getMobilePlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15'),
    ).toBe('ios');
    expect(getMobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 5)).toBe(
      'ios',
    );
    expect(getMobilePlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Mobile')).toBe(
      'android',
    );
  });

  it('leaves desktops alone', () => {
    expect(
      getMobilePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15'),
    ).toBeUndefined();
    expect(getMobilePlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBeUndefined();
  });

  it('only reads the first 500 characters', () => {
    expect(getMobilePlatform(`${'x'.repeat(500)} Android`)).toBeUndefined();
  });
});
