export { createBookingDelivery, createBookingProvider } from './create-booking.ts';
export { loadBookingSettings } from './booking-settings.ts';
export { loadBookingConfig } from './booking-config.ts';
