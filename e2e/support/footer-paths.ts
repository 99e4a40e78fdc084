// SPEC section 2, "Footer links"; {product} is the site's product name.
export const specFooterPaths = [
  '/bank',
  '/bank/savings-account',
  '/investment',
  '/bank/apple-pay',
  '/bank/google-pay',
  '/bank/ebill',
  '/pricing',
  '/refer-a-friend',
  '/investment/cost-calculator',
  '/bank/currency-converter/',
  '/financial-reports',
  '/investment/our-philosophy',
  '/blog',
  '/about-us',
  '/events',
  '/{product}-ambassadors',
  '/careers',
  '/lost-card',
  '/contact',
  '/faq',
  '/legal',
  '/legal/terms-of-use',
  '/legal/privacy-policy',
  '/contact/ombudsman',
  '/legal/signupbonus-terms-and-conditions',
];

/** A footer path as the site builds it: the product filled in, no trailing slash. */
export function resolveFooterPath(path: string, product: string): string {
  return path.replace('{product}', product).replace(/(.)\/$/, '$1');
}
