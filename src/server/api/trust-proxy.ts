/**
 * Fastify's `trustProxy` for TRUST_PROXY=<n> trusted proxy hops. proxy-addr walks the peer
 * address (hop 0) and then X-Forwarded-For from the right (hops 1, 2, ...): trusting hops below n
 * makes `request.ip` the n-th address from the right, the one the outermost trusted proxy saw,
 * never one the client wrote. (Fastify 5.12 treats a bare number as "trust nothing", hence the
 * function.)
 */
export function trustProxyOption(hops: number): false | ((address: string, hop: number) => boolean) {
  if (!Number.isInteger(hops) || hops <= 0) return false;
  return (_address, hop) => hop < hops;
}
