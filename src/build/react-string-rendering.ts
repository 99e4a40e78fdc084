import type { AstroIntegration } from 'astro';

/**
 * React's static parts rendered to a string, not streamed (issue 16, goal 5). Every page of the
 * site is prerendered, and each React component of a page (header, footer, page body, ...) is a
 * render of its own: streamed, each one encoded its HTML to UTF-8 bytes chunk by chunk and decoded
 * it back to a string through a web stream (the 10,000-story build: 50 s streamed, 43 s not).
 * `@astrojs/react`'s `experimentalDisableStreaming` renders with `renderToString` instead; our
 * server components wait for nothing (no Suspense, no data fetching), so the pages are the same
 * bytes but for the numbers in React's ids.
 *
 * That branch of `@astrojs/react` 7 drops the `identifierPrefix` the streaming branch passes
 * (`r0`, `r1`, ... per component of a page), so two components of one page calling `useId` would
 * repeat each other's ids. This integration passes it again, in a transform of the renderer's
 * server entry, and fails the build if that code ever changes shape, rather than let ids repeat.
 */

/** The call of `@astrojs/react/dist/server.js` with streaming off, and the call it should make. */
const unprefixedCall = 'ReactDOM.renderToString(vnode)';
const prefixedCall = 'ReactDOM.renderToString(vnode, renderOptions)';
/** The renderer's server entry, which Vite bundles into the prerender (it imports a virtual module). */
const serverEntry = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;

/** `code` of the renderer's server entry with the identifier prefix passed to `renderToString`. */
export function passIdentifierPrefix(code: string): string {
  if (code.includes(prefixedCall)) return code;
  const calls = code.split(unprefixedCall).length - 1;
  if (calls !== 1 || !code.includes('const renderOptions = {'))
    throw new Error(
      `@astrojs/react's server entry no longer has one \`${unprefixedCall}\` after \`renderOptions\` ` +
        `(found ${calls}): check that it passes identifierPrefix to renderToString, then update ` +
        'src/build/react-string-rendering.ts.',
    );
  return code.replace(unprefixedCall, prefixedCall);
}

/** Use beside `react({ experimentalDisableStreaming: true })`. */
export function reactStringRendering(): AstroIntegration {
  return {
    name: 'velora:react-string-rendering',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'velora:react-identifier-prefix',
                enforce: 'pre',
                transform(code, id) {
                  return serverEntry.test(id.split('?')[0] ?? id) ? passIdentifierPrefix(code) : undefined;
                },
              },
            ],
          },
        });
      },
    },
  };
}
