// The environment of an Astro build process: `npm run build` (scripts/build.mjs), the publish
// webhook's rebuilds (which run it), the build benchmark and the Storyblok parity check. Plain
// JavaScript, so any Node runs it. A variable the caller sets wins.

/**
 * MALLOC_ARENA_MAX=2: glibc gives each thread that allocates a memory arena of its own, up to eight
 * per core, and an arena keeps what it once took. The build's worker thread (src/build/early/)
 * compresses 10,000 pages with brotli's large, short-lived buffers: its arena grew the build by
 * about 110 MB over the rendering (peak 1,552 MB against 1,428 MB, past the 1.5 GB budget while
 * the search index is built). With two arenas shared by every thread the rendering stays flat, at
 * no measurable cost in time.
 * @param {Record<string, string | undefined>} env
 */
export function buildEnv(env = process.env) {
  return { ASTRO_TELEMETRY_DISABLED: '1', MALLOC_ARENA_MAX: '2', ...env };
}
