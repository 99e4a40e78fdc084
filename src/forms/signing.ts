/**
 * Request signature of SPEC.md section 6, isomorphic (WebCrypto, browser and Node).
 *
 * SPEC says "base64 HMAC-SHA256 over the timestamp plus a secret": we implement it as the
 * standard construction, HMAC-SHA256 keyed with the secret over the timestamp text
 * (`X-Timestamp`, milliseconds since the epoch as decimal digits). The key is public by nature:
 * the browser holds it (DESIGN.md decision 11). The real controls are on the server.
 */

/** Header names of the signature. */
const timestampHeader = 'X-Timestamp';
const signatureHeader = 'X-Signature';

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    keys.set(secret, key);
  }
  return key;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** base64(HMAC-SHA256(key = `secret`, message = timestamp as decimal text)). */
export async function signTimestamp(secret: string, timestamp: number | string): Promise<string> {
  const key = await importKey(secret);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(String(timestamp)));
  return toBase64(new Uint8Array(mac));
}

/** The two signature headers for a request sent now (or at `now`). */
export async function createSignatureHeaders(
  secret: string,
  now: number = Date.now(),
): Promise<Record<string, string>> {
  const timestamp = String(Math.trunc(now));
  return { [timestampHeader]: timestamp, [signatureHeader]: await signTimestamp(secret, timestamp) };
}
