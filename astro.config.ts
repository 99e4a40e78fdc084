import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { defaultLanguage, languages } from './src/i18n/languages.ts';
import { contentAssets } from './src/cms/content-assets-integration.ts';
import { imageVariants } from './src/components/content/media/image-variants-integration.ts';
import { flagIcons } from './src/components/ui/fields/flag-icons-integration.ts';
import { buildOutput } from './src/build/integration.ts';
import { siteSitemap } from './src/build/sitemap/integration.ts';
import { getSiteUrl } from './src/cms/site-url.ts';
import { searchIndex } from './src/build/search-index/integration.ts';
import { reactStringRendering } from './src/build/react-string-rendering.ts';
import { resolve } from 'node:path';
import { loadApiConfig, loadBuildConfig, loadContentConfig, loadRuntimeConfig } from './src/config/index.ts';

// The build takes its part of the configuration (src/config): where content is and output goes.
const { contentDir } = loadContentConfig();
const { outDir } = loadBuildConfig();

// The browser signs API requests with the same key the server checks (SPEC section 6). The key is
// public by nature: it ships in the page. Real protection is on the server (README, "Security").
// Handed to the client bundle as a Vite public variable (src/forms/client/api-client.ts).
process.env['PUBLIC_API_SIGNING_KEY'] = loadApiConfig().apiSigningKey;

// The site is prerendered; only the API endpoints run on demand. Our own Node server
// (src/server/main.ts) serves dist/client and calls the API directly; the adapter keeps the
// endpoints deployable on any Astro host as well (DESIGN.md, "At scale").
export default defineConfig({
  site: getSiteUrl(),
  output: 'static',
  // The build benchmark writes its synthetic site elsewhere so it never touches dist/.
  outDir,
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto', concurrency: 2 },
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // Static React rendered to strings, with each component's useId prefix (react-string-rendering.ts).
    react({ experimentalDisableStreaming: true }),
    reactStringRendering(),
    contentAssets(contentDir),
    imageVariants(contentDir),
    flagIcons(resolve('public')),
    siteSitemap(),
    // Before the build output step, so the index gets its headers and compressed files too.
    searchIndex(),
    // Last: its headers and compressed files cover what every integration before it wrote.
    buildOutput(contentDir),
  ],
  i18n: {
    locales: [...languages],
    defaultLocale: defaultLanguage,
    routing: 'manual',
  },
  prefetch: false,
  devToolbar: { enabled: false },
  server: { port: loadRuntimeConfig().port },
  vite: {
    build: {
      assetsInlineLimit: 0,
      // zod is the forms' rules, loaded on a form's first touch or its first submission (issue 16,
      // goal 4): a chunk of its own, never merged into a chunk every form loads when it opens. The
      // group takes zod alone: a group also takes what its modules import, and anything shared with
      // the bootstrap or an opening form would then drag the rules into every page.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // What the rules share with every page's bootstrap (the language list, Vite's
                // preload helper) stays out of them: a page with no form loads no rules.
                name: 'shared',
                test: /src[\\/](lib|i18n)[\\/]languages\.ts|vite[\\/]preload-helper/,
                priority: 2,
              },
              {
                name: 'form-rules',
                priority: 1,
                test: /node_modules[\\/]zod[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
});
