import type { StoryContent } from './schemas/page-content.ts';

type Component = StoryContent['component'];

/** A route pattern of SPEC section 2 and the page components a story on it may be. */
export interface RoutePattern {
  pattern: string;
  regex: RegExp;
  components: readonly Component[];
}

const pageLike: readonly Component[] = ['page', 'about_us', 'article'];

function route(pattern: string, components: readonly Component[] = pageLike): RoutePattern {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith('{') ? '[a-z0-9][a-z0-9-]*' : part.replace(/[-]/g, '\\-')))
    .join('/');
  return { pattern, regex: new RegExp(`^${source}$`), components };
}

/**
 * Every route pattern of SPEC section 2, most specific first; the story `home` is `/`.
 * `blog/{category}` is generated from the category stories, not from a story of its own.
 */
export const routePatterns: readonly RoutePattern[] = [
  route('home'),
  route('benefits'),
  route('benefit/{uid}', ['perk']),
  route('bank/apple-pay'),
  route('get-app'),
  route('events'),
  route('contact'),
  route('lost-card'),
  route('contact/ombudsman'),
  route('investment/cost-calculator'),
  route('financial-reports'),
  route('blog'),
  route('blog/{category}/{uid}', ['blog_post']),
  route('legal'),
  route('legal/{uid}', ['legal']),
  route('faq', ['faq']),
  route('event/{uid}', ['event']),
  route('lp/{uid}'),
  route('3a/{uid}'),
  route('bank/currency-converter/{uid}'),
  route('bank/{uid}'),
  route('investment/{uid}'),
  route('{uid}'),
];

/** The generated category list pattern (SPEC: /blog/{category}). */
export const blogCategoryPattern = route('blog/{category}', []);

/** Stories that hold data, not pages: never routed on their own. */
export function isDataStory(slug: string): boolean {
  return slug === 'config' || slug.startsWith('categories/');
}

/** The first pattern a slug matches, or undefined. */
export function matchRoutePattern(slug: string): RoutePattern | undefined {
  return routePatterns.find((candidate) => candidate.regex.test(slug));
}
