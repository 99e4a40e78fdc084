import { loadSiteConfig, type Env } from '../config/index.ts';

/** The origin of the public site (PUBLIC_SITE_URL, https://www.velora.ch by default). */
export function getSiteUrl(env: Env = process.env): string {
  return new URL(loadSiteConfig(env).publicSiteUrl).origin;
}
