import { describe, expect, it } from 'vitest';
import { qrDefaults } from './qr-defaults.ts';

describe('qrDefaults', () => {
  it('is 256 px, error level L, black on white', () => {
    expect(qrDefaults).toEqual({ size: 256, errorCorrectionLevel: 'L', dark: '#000000', light: '#ffffff' });
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(qrDefaults)).toBe(true);
  });
});
