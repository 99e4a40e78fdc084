import { z } from 'zod';

const url = z.url();
const image = z.object({
  src: z.string().startsWith('/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

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
    city: z.string(),
    country: z.string(),
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
