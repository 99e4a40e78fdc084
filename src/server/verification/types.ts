/** Human verification behind one interface (DESIGN.md decision 9). */
export interface VerificationInput {
  /** `rt`: reCAPTCHA token, or the ALTCHA payload. */
  token: string | undefined;
  /** `rt_action`: the action the browser executed. */
  action: string;
  /** `rt_version`: v3 (invisible) or v2 (visible challenge). */
  version: 'v2' | 'v3' | undefined;
  remoteIp: string;
}

export type VerificationErrorName = 'RecaptchaNotEnoughScoresError' | 'RecaptchaError' | 'VerificationError';

export type VerificationResult =
  | { ok: true }
  | {
      ok: false;
      errorName: VerificationErrorName;
      /** Safe to send to the browser. */
      message: string;
      /** Short machine reason for logs and tests (`low-score`, `wrong-action`, `reused`, ...). */
      reason: string;
    };

export interface Verifier {
  readonly provider: 'altcha' | 'recaptcha' | 'off';
  verify(input: VerificationInput): Promise<VerificationResult>;
  /** ALTCHA only: a new challenge for the widget. */
  createChallenge?(): Promise<unknown>;
}
