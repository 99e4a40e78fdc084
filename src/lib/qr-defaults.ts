/** Error-correction levels of QR codes: L recovers about 7 % of the code, H about 30 %. */
export type QrErrorCorrectionLevel = 'L' | 'M' | 'Q' | 'H';

/** The look of a QR code: side length in pixels, error-correction level and the two colours. */
export interface QrDefaults {
  size: number;
  errorCorrectionLevel: QrErrorCorrectionLevel;
  dark: string;
  light: string;
}

/**
 * QR code defaults (SPEC section 9): 256 px, error level L, black on white. Level L keeps the code
 * sparse, so a phone camera reads it quickly from a screen, where nothing smudges or tears it.
 * Frozen so no caller can change the site-wide defaults by accident; spread it to adjust one code.
 */
export const qrDefaults: Readonly<QrDefaults> = Object.freeze({
  size: 256,
  errorCorrectionLevel: 'L',
  dark: '#000000',
  light: '#ffffff',
});
