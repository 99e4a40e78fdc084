/**
 * Moved to the build (src/build/headers/site-csp-options.ts). This re-export only keeps today's
 * server working until it serves `_headers`; delete it once nothing imports it.
 */
export { getSiteCspOptions } from '../../build/headers/site-csp-options.ts';
