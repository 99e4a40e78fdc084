/** The public address of the site: PUBLIC_SITE_URL, else the one in content/site.json's default. */
export function getSiteUrl(env: Record<string, string | undefined> = process.env): string {
  const url = env['PUBLIC_SITE_URL'] ?? 'https://www.velora.ch';
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be an absolute URL such as https://www.velora.ch, got "${url}"`);
  }
}
