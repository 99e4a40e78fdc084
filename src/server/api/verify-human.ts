import type { Logger } from '../logger.ts';
import type { Verifier } from '../verification/types.ts';
import { ApiError } from './api-error.ts';

/** What the browser sent for human verification, whatever the endpoint names the fields. */
export interface HumanProof {
  token: string | undefined;
  action: string;
  version: 'v2' | 'v3' | undefined;
}

/**
 * The human-verification step: asks the verifier, refuses with 403 and the verifier's error name
 * (`RecaptchaNotEnoughScoresError`, `RecaptchaError`, `VerificationError`) when it fails.
 */
export async function verifyHuman(
  verifier: Verifier,
  proof: HumanProof,
  context: { clientIp: string; requestId: string; logger: Logger; endpoint: string },
): Promise<void> {
  const result = await verifier.verify({ ...proof, remoteIp: context.clientIp });
  if (result.ok) return;
  context.logger.info(
    { requestId: context.requestId, endpoint: context.endpoint, reason: result.reason },
    'human verification failed',
  );
  throw new ApiError(403, result.errorName, result.message);
}
