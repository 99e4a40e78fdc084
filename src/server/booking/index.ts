export { createBookingDelivery, createBookingProvider } from './create-booking.ts';
export { loadBookingSettings } from '../config.ts';
export { loadBookingConfig } from './booking-config.ts';
