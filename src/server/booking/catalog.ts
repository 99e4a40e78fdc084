import type { Language } from '../../i18n/languages.ts';
import { BookingRequestError } from './errors.ts';
import type { BookingBusiness, BookingProvider, BookingService } from './types.ts';

/** A business with its services, as `/api/booking/businesses` answers. */
export interface CatalogBusiness extends BookingBusiness {
  services: BookingService[];
}

/** The configured businesses with their services, in `lang` where the provider translates. */
export async function listCatalog(provider: BookingProvider, lang: Language): Promise<CatalogBusiness[]> {
  const businesses = await provider.listBusinesses(lang);
  return Promise.all(
    businesses.map(async (business) => ({
      ...business,
      services: await provider.getServices(business.id, lang),
    })),
  );
}

/**
 * The service with `serviceId` among the configured businesses (only `businessId`'s when given).
 * Throws a `BookingRequestError` on `serviceId` when there is none.
 */
export async function findService(
  provider: BookingProvider,
  serviceId: string,
  lang: Language,
  businessId?: string | undefined,
): Promise<BookingService> {
  const businesses = await provider.listBusinesses(lang);
  for (const business of businesses) {
    if (businessId !== undefined && business.id !== businessId) continue;
    const service = (await provider.getServices(business.id, lang)).find(
      (candidate) => candidate.id === serviceId,
    );
    if (service) return service;
  }
  throw new BookingRequestError({ serviceId: 'invalid-service' });
}
