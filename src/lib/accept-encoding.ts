/**
 * The encoding @fastify/static would pick for `accept` among a file's precompressed variants: br,
 * then gzip, else the file itself. Header values with weights (`;q=`) or `*` return null: the site
 * leaves those rare requests to @fastify/static, which negotiates them in full, and the API
 * answers them uncompressed.
 */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | '' | null {
  if (accept === undefined || accept === '') return '';
  const value = accept.toLowerCase();
  if (value.includes(';') || value.includes('*')) return null;
  const tokens = value.split(',').map((token) => token.trim());
  if (tokens.includes('br')) return 'br';
  return tokens.includes('gzip') ? 'gzip' : '';
}
