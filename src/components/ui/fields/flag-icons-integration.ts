import { access, copyFile, mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { getPhoneCountries } from '../../../lib/countries/phone-country-list.ts';

/** Where the flag of a country code is served: `/flags/{code}.svg`, code in lower case. */
const flagPattern = /^\/flags\/([a-z]{2})\.svg$/;

/** The SVG flags of country-flag-icons (MIT), 3:2, one file per upper-case ISO code. */
function getFlagSource(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Ships a flag for every country of the phone field as an SVG file at `/flags/{code}.svg`: the
 * drawn ones in `public/flags/` stay, every other comes from country-flag-icons. Files, not
 * JavaScript: a page loads a flag only when its country list opens (and the image scrolls into
 * view), and a page without a phone field loads nothing more.
 */
export function flagIcons(publicDir: string): AstroIntegration {
  const source = getFlagSource();
  return {
    name: 'velora:flag-icons',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const code = flagPattern.exec(req.url?.split('?')[0] ?? '')?.[1];
          const file = code ? join(source, `${code.toUpperCase()}.svg`) : undefined;
          if (!file || (await exists(join(publicDir, 'flags', `${code}.svg`))) || !(await exists(file)))
            return next();
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(await readFile(file));
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = join(dir.pathname, 'flags');
        await mkdir(target, { recursive: true });
        const codes = getPhoneCountries({ scope: 'all', lang: 'en' }).map((country) => country.code);
        const missing: string[] = [];
        for (const code of codes) {
          const name = `${code.toLowerCase()}.svg`;
          if (await exists(join(publicDir, 'flags', name))) continue;
          const file = join(source, `${code}.svg`);
          if (await exists(file)) await copyFile(file, join(target, name));
          else missing.push(code);
        }
        if (missing.length > 0) throw new Error(`No flag for the phone countries ${missing.join(', ')}`);
        logger.info(`flags for ${codes.length} phone countries in /flags`);
      },
    },
  };
}
