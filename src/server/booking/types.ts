import type { AbuseConfig, Config } from '../config.ts';
import type { IdempotencyKey } from '../api/idempotency.ts';
import type { ApiRequestInfo, ApiResponse } from '../api/types.ts';
import type { Db } from '../db/db.ts';
import type { Logger } from '../logger.ts';
import type { Language } from '../../i18n/languages.ts';
import type { SchedulingPolicy, StaffAvailability } from '../../lib/booking/types.ts';

/**
 * The booking provider interface (DESIGN.md decision 10): the built-in engine and the Microsoft
 * Graph Bookings adapter both implement it, and answer availability in Graph's
 * `getStaffAvailability` shape so slot generation has one input format.
 */
export interface BookingProvider {
  readonly kind: 'builtin' | 'graph';
  /** The configured businesses only (SPEC: a fixed list of ids), names in `lang` where known. */
  listBusinesses(lang: Language): Promise<BookingBusiness[]>;
  /** The services a business offers, each with its effective scheduling policy. */
  getServices(businessId: string, lang: Language): Promise<BookingService[]>;
  /**
   * Each staff member's calendar between `start` and `end`: 'available' where an appointment can
   * go, 'busy' where one is, 'outOfOffice' for absences and holidays. Both providers already take
   * the appointments of the local table into account (the guard that refuses overlaps).
   */
  getStaffAvailability(request: AvailabilityRequest): Promise<StaffAvailability[]>;
  /**
   * Creates the appointment at the provider. The built-in engine writes the local row itself
   * (idempotent on `appointment.id`); Graph creates it in Bookings and returns Graph's id.
   */
  createAppointment(
    appointment: NewAppointment,
    options?: { signal?: AbortSignal },
  ): Promise<{ externalId: string | undefined }>;
  /** Releases timers and connections. */
  close(): Promise<void>;
}

/** A business with its display name. */
export interface BookingBusiness {
  id: string;
  displayName: string;
}

/** A bookable service (SPEC section 3): `defaultDuration` in minutes. */
export interface BookingService {
  id: string;
  businessId: string;
  displayName: string;
  description: string;
  defaultDuration: number;
  staffMemberIds: string[];
  /** The business policy with the service's own buffers; what slot generation needs. */
  schedulingPolicy: SchedulingPolicy;
}

/** A `getStaffAvailability` question. */
export interface AvailabilityRequest {
  businessId: string;
  staffIds: readonly string[];
  start: Date;
  end: Date;
}

/** An appointment to create: the slot, who gives it, and the visitor. */
export interface NewAppointment {
  /** Our id (the local row's), also sent to Graph so a retry finds an earlier attempt. */
  id: string;
  submissionId: string | undefined;
  businessId: string;
  serviceId: string;
  serviceName: string;
  staffId: string;
  start: Date;
  end: Date;
  /** Buffers kept free around it (ms); the exclusion constraint covers them too. */
  preBufferMs: number;
  postBufferMs: number;
  customer: AppointmentCustomer | undefined;
}

/** The visitor, as the provider needs them to send a confirmation. */
export interface AppointmentCustomer {
  name: string;
  email: string;
  phone: string;
  notes: string;
  language: Language;
}

/** Options of `createBookingApi`. */
export interface BookingApiOptions {
  config: Config;
  db: Db;
  provider: BookingProvider;
  logger: Logger;
  now?: () => number;
  /** Per-person and per-client booking limits (src/server/abuse); from the environment when absent. */
  abuse?: AbuseConfig;
}

/**
 * What a booking handler gets once the request passed the API pipeline (src/server/api:
 * Origin, Content-Type, size, signature, rate limit, body, JSON object).
 */
export interface BookingCall {
  body: Record<string, unknown>;
  /** The client address (for verification). */
  clientKey: string;
  requestId: string;
  request: ApiRequestInfo;
  /** The Idempotency-Key of the request in `scope` with its request hash; throws 400 when malformed. */
  idempotency(scope: string): IdempotencyKey | undefined;
  /** Runs human verification for `action`; an answer to send when it fails. */
  verify(
    action: string,
    body: { recaptchaToken?: string | undefined; recaptchaVersion?: 'v2' | 'v3' | undefined },
  ): Promise<ApiResponse | undefined>;
}
