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
 *
 * MIMALLOC_ALLOW_THP=0: Rolldown (Vite's bundler, native code) allocates with mimalloc, which by
 * default asks the kernel for transparent huge pages on its arenas (`madvise(MADV_HUGEPAGE)`):
 * a 2 MB page stays whole in memory while any of its objects lives. After Vite's builds, Rolldown's
 * arenas held about 310 MB that way through the whole rendering and the search index (308 MB of it
 * in huge pages, read from /proc/<pid>/smaps); with ordinary pages the build process holds about
 * 200 MB less through the rendering (about 910 MB against 1,110 MB), at no measurable cost in
 * time. The build's peak fell from 1,326-1,460 MB to 1,161-1,315 MB (`npm run bench:build`,
 * 11,656 pages).
 * @param {Record<string, string | undefined>} env
 */
export function buildEnv(env = process.env) {
  return { ASTRO_TELEMETRY_DISABLED: '1', MALLOC_ARENA_MAX: '2', MIMALLOC_ALLOW_THP: '0', ...env };
}
