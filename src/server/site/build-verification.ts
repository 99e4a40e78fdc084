import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { defaultLanguage } from '../../lib/languages.ts';
import { modalDataFolder } from '../../lib/modal-data-files.ts';

/**
 * The human verification a built site's forms run (`HUMAN_VERIFICATION` at build time), as its
 * modal data names it (`modal-data/<default language>.json`); undefined when the build has none.
 */
export function readBuildVerification(root: string): string | undefined {
  try {
    const file = path.join(root, modalDataFolder, `${defaultLanguage}.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as { verification?: { provider?: unknown } };
    const provider = data.verification?.provider;
    return typeof provider === 'string' ? provider : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Warns when the build at `root` was made with another `HUMAN_VERIFICATION` than the server's:
 * its forms would fetch a challenge this server does not hand out, or send a token it does not
 * check, and every submission would fail. The warning names both values and the fix.
 */
export function warnOnVerificationMismatch(
  root: string,
  serverProvider: string,
  logger: Pick<FastifyBaseLogger, 'warn'>,
): boolean {
  const built = readBuildVerification(root);
  if (built === undefined || built === serverProvider) return false;
  logger.warn(
    { staticRoot: root, built, server: serverProvider },
    `the site in ${root} was built with HUMAN_VERIFICATION=${built}, but this server runs ` +
      `HUMAN_VERIFICATION=${serverProvider}: its forms will fail. Build again with the server's ` +
      `value (npm run build), or start the server with HUMAN_VERIFICATION=${built}.`,
  );
  return true;
}
