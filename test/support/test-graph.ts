import { randomUUID } from 'node:crypto';
import type { GraphBusiness, GraphService } from '../../src/server/booking/graph-types.ts';
import type { NewAppointment } from '../../src/server/booking/types.ts';

/** Graph test data: a business of ours (with a scheduling policy) and one that is not. */
export const graphBusinesses: GraphBusiness[] = [
  { id: 'other@contoso.com', displayName: 'Not ours' },
  {
    id: 'velora-banking@velora.ch',
    displayName: 'Velora Banking',
    schedulingPolicy: { timeSlotInterval: 'PT30M', minimumLeadTime: 'PT24H', maximumAdvance: 'P30D' },
  },
];

/** Its services: one offered by two staff members, one hidden from customers. */
export const graphServices: Record<string, GraphService[]> = {
  'velora-banking@velora.ch': [
    {
      id: 'svc-graph',
      displayName: 'Opening your account',
      description: 'Account',
      defaultDuration: 'PT30M',
      preBuffer: 'PT0S',
      postBuffer: 'PT15M',
      staffMemberIds: ['staff-g1', 'staff-g2'],
    },
    {
      id: 'svc-hidden',
      displayName: 'Internal',
      defaultDuration: 'PT1H',
      staffMemberIds: ['staff-g1'],
      isHiddenFromCustomers: true,
    },
  ],
};

/** An appointment for staff-g1 on Monday 23 November 2026, 10:00 in Zurich. */
export function newAppointment(overrides: Partial<NewAppointment> = {}): NewAppointment {
  return {
    id: randomUUID(),
    submissionId: undefined,
    businessId: 'velora-banking@velora.ch',
    serviceId: 'svc-graph',
    serviceName: 'Opening your account',
    staffId: 'staff-g1',
    start: new Date('2026-11-23T09:00:00Z'),
    end: new Date('2026-11-23T09:30:00Z'),
    preBufferMs: 0,
    postBufferMs: 15 * 60_000,
    customer: {
      name: 'Anna Keller',
      email: 'anna.keller@example.ch',
      phone: '+41 79 123 45 67',
      notes: 'Reference: VEL-TEST-0001',
      language: 'en',
    },
    ...overrides,
  };
}
