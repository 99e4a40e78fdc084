/**
 * The pages' policy is computed by the build now (src/build/headers, written to dist/client/_headers).
 * This re-export only keeps today's static handler working until the server serves `_headers`;
 * delete it once nothing imports it.
 */
export { buildPageCsp, type CspOptions } from '../../build/headers/page-csp.ts';
