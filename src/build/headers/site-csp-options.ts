import { loadPublicVerificationConfig, type Env } from '../../config/index.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CspOptions } from './page-csp.ts';

/**
 * The third-party origins the pages' policy must allow, and nothing more: the chat provider of
 * content/site.json (its script only loads after consent), and Google's reCAPTCHA when that is the
 * human-verification provider. ALTCHA needs none: it is served by this API.
 */
export function getSiteCspOptions(options: {
  humanVerification: string;
  contentDir?: string | undefined;
}): CspOptions {
  const scriptOrigins: string[] = [];
  const frameOrigins: string[] = [];
  const connectOrigins: string[] = [];
  const chatDomain = readChatDomain(join(options.contentDir ?? 'content', 'site.json'));
  if (chatDomain) {
    const origin = `https://${chatDomain}`;
    scriptOrigins.push(origin);
    frameOrigins.push(origin);
    connectOrigins.push(origin);
  }
  if (options.humanVerification === 'recaptcha') {
    scriptOrigins.push('https://www.google.com', 'https://www.gstatic.com');
    frameOrigins.push('https://www.google.com');
    connectOrigins.push('https://www.google.com');
  }
  return { scriptOrigins, frameOrigins, connectOrigins };
}

function readChatDomain(file: string): string | undefined {
  try {
    const site = JSON.parse(readFileSync(file, 'utf8')) as { chat?: { providerDomain?: unknown } };
    const domain = site.chat?.providerDomain;
    // Only a plain host name may enter the policy.
    return typeof domain === 'string' && /^[a-z0-9.-]+$/i.test(domain) ? domain : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The policy options of a build: the human-verification provider from HUMAN_VERIFICATION (the
 * variable the server reads, so build and server must agree, README "Configuration") and the chat
 * provider of the content's site.json.
 */
export function getBuildCspOptions(env: Env, contentDir: string): CspOptions {
  const { humanVerification } = loadPublicVerificationConfig(env);
  return getSiteCspOptions({ humanVerification, contentDir });
}
