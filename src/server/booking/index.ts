export {
  createBooking,
  createBookingDelivery,
  createBookingProvider,
  type Booking,
} from './create-booking.ts';
export { bookingEndpoints, type BookingEndpoint, type BookingHandler } from './booking-api.ts';
export { loadBookingSettings, BookingSettingsError, type BookingSettings } from './booking-settings.ts';
export { loadBookingConfig, parseBookingConfig, type BookingConfig } from './booking-config.ts';
export { createBookingSink } from './booking-sink.ts';
export { BookingConfigError, SlotTakenError, BookingProviderError, BookingRequestError } from './errors.ts';
export type { BookingProvider, BookingService, BookingBusiness, NewAppointment } from './types.ts';
