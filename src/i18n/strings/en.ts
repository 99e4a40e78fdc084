/**
 * English UI strings: the reference set. Every other language must define exactly these keys
 * (the type of `de`, `fr` and `it` requires it, and strings.test.ts checks it at run time).
 * Keys are flat and dotted: `{feature}.{what}`.
 */
export const en = {
  'site.skipToContent': 'Skip to content',
  'site.defaultDescription': 'Velora is a Swiss digital private bank in Geneva: banking, savings, investing and pillar 3a in one app.',
  'site.home': 'Home',
  'site.mainNavigation': 'Main navigation',
  'site.language': 'Language',
  'site.languageSwitcher': 'Choose a language',
  'site.downloadApp': 'Download the app',
  'site.openMenu': 'Open menu',
  'site.closeMenu': 'Close menu',
  'site.breadcrumb': 'Breadcrumb',
  'footer.title': 'Footer',
  'footer.newsletterButton': 'Subscribe to the newsletter',
  'footer.social': 'Follow us',
  'footer.appStores': 'Get the app',
  'footer.comparison': 'Compared on',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.back': 'Back to the home page',
  'serverError.title': 'Something went wrong',
  'serverError.text': 'We could not show this page. Please try again in a moment.',
  'serverError.back': 'Back to the home page',
  'blog.readMore': 'Read more',
  'blog.allPosts': 'All articles',
  'blog.categories': 'Categories',
  'blog.noPosts': 'There are no articles here yet.',
  'blog.publishedOn': 'Published on {date}',
  'blog.externalSource': 'Read the original article',
  'toc.title': 'On this page',
  'events.upcoming': 'Upcoming events',
  'events.past': 'Past events',
  'events.none': 'No events are planned at the moment.',
  'events.when': 'When',
  'events.where': 'Where',
  'events.register': 'Register',
  'events.addToCalendar': 'Add to calendar',
  'perks.offer': 'Offer',
  'perks.partner': 'Partner',
  'perks.visit': 'Visit the partner',
  'legal.updated': 'Last updated {date}',
  'faq.title': 'Frequently asked questions',
  'about.team': 'Our team',
  'reports.download': 'Download PDF',
} as const;

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
