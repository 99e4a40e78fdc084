import { defaultLanguage, languages, ogLocales, type Language } from './languages.ts';

/** Page metadata (SPEC section 3, "Page metadata"), ready for the document head. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: { url: string; width: number; height: number; alt: string };
  isArticle: boolean;
  noindex: boolean;
  ogLocale: string;
  ogAlternateLocales: string[];
  alternates: { hreflang: string; href: string }[];
}

export interface PageMetaInput {
  lang: Language;
  path: string;
  siteUrl: string;
  brand: string;
  title: string;
  description: string;
  keywords?: string | undefined;
  image: { src: string; width: number; height: number; alt: string };
  isArticle?: boolean;
  noindex?: boolean;
  /** The page's path in every language where it exists, used for hreflang. */
  pathsByLanguage: Partial<Record<Language, string>>;
}

/** Builds the head metadata of a page: absolute canonical, hreflang set with x-default, OG locale. */
export function buildPageMeta(input: PageMetaInput): PageMeta {
  const absolute = (path: string) => new URL(path, input.siteUrl).href;
  const alternates: PageMeta['alternates'] = languages
    .filter((lang) => input.pathsByLanguage[lang] !== undefined)
    .map((lang) => ({ hreflang: lang, href: absolute(input.pathsByLanguage[lang] as string) }));
  const defaultPath = input.pathsByLanguage[defaultLanguage];
  if (defaultPath !== undefined) alternates.push({ hreflang: 'x-default', href: absolute(defaultPath) });
  // Editors often end SEO titles with the brand already; never repeat it.
  const title = input.title.includes(input.brand) ? input.title : `${input.title} | ${input.brand}`;
  return {
    title,
    description: input.description,
    keywords: input.keywords ?? '',
    canonical: absolute(input.path),
    image: {
      url: absolute(input.image.src),
      width: input.image.width,
      height: input.image.height,
      alt: input.image.alt,
    },
    isArticle: input.isArticle ?? false,
    noindex: input.noindex ?? false,
    ogLocale: ogLocales[input.lang],
    ogAlternateLocales: languages.filter((lang) => lang !== input.lang).map((lang) => ogLocales[lang]),
    alternates,
  };
}

/** An SEO title without a trailing brand (`Pillar 3a | Velora` → `Pillar 3a`), for breadcrumbs. */
export function stripBrandSuffix(title: string, brand: string): string {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|–—-]\\s*${escaped}\\s*$`), '').trim() || title;
}

/** schema.org Organization with the 512x512 logo (SPEC section 3). */
export function buildOrganizationJsonLd(site: {
  legalName: string;
  siteUrl: string;
  logo: { src: string; width: number; height: number };
  social: Record<string, string>;
  office: { street: string; postalCode: string; city: string; country: string };
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BankOrCreditUnion',
    name: site.legalName,
    url: site.siteUrl,
    logo: {
      '@type': 'ImageObject',
      url: new URL(site.logo.src, site.siteUrl).href,
      width: site.logo.width,
      height: site.logo.height,
    },
    sameAs: Object.values(site.social),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.office.street,
      postalCode: site.office.postalCode,
      addressLocality: site.office.city,
      addressCountry: 'CH',
    },
  };
}

/** Serialises JSON-LD safely for a script element (no `</script>` break-out). */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
