import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a file's bytes: what work done on a page while the site rendered is
 * checked against in the build's last step (early compression, early policies).
 */
export function contentHash(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}
