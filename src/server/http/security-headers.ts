/** Moved to src/lib/security-headers.ts (shared with the build); this path stays for the server's imports. */
export { baseSecurityHeaders, getApiSecurityHeaders } from '../../lib/security-headers.ts';
