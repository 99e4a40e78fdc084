import { z } from 'zod';

const url = z.url();
const image = z.object({
  src: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** A city and country as one language writes them (the footer's address). */
const place = z.object({ city: z.string().min(1), country: z.string().min(1) });

/** Site constants (SPEC section 3, "Site metadata"), kept in content/site.json. */
export const siteConstants = z.object({
  brand: z.string().min(1),
  legalName: z.string().min(1),
  siteUrl: url,
  product: z.string().regex(/^[a-z0-9-]+$/),
  appStoreUrl: url,
  playStoreUrl: url,
  social: z.object({ linkedin: url, twitter: url, instagram: url, youtube: url }),
  twitterHandle: z.string().startsWith('@'),
  mediaEmail: z.email(),
  vatLines: z.array(z.string()),
  office: z.object({
    companyName: z.string(),
    street: z.string(),
    postalCode: z.string(),
    /** City and country in English; `translations` holds them in every other language. */
    city: z.string(),
    country: z.string(),
    translations: z.object({ de: place, fr: place, it: place }),
  }),
  directionsUrl: url,
  bookingCtaUrl: z.string(),
  roi: z.number(),
  ctaTypes: z.array(z.enum(['download_app', 'book_appointment'])),
  comparisonSite: z.object({ name: z.string(), url }),
  chat: z.object({ chatbotId: z.string(), providerDomain: z.string() }),
  logo: image,
  shareImage: image,
});

export type SiteConstants = z.infer<typeof siteConstants>;
