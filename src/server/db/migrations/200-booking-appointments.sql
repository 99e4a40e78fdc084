-- Booking (src/server/booking): appointments of the built-in engine, and in Graph mode the local
-- holds that guard against overlaps while Microsoft Bookings is asked. No personal data here: the
-- visitor's details stay in the submission (its payload), which the retention purge deletes.

-- One exclusion constraint combines equality on the staff id with overlap of the slots, both as
-- range overlap: the staff id as the one-point range [staff_id, staff_id], which overlaps another
-- exactly when the ids are equal. Both use the built-in GiST operator class of ranges, so no
-- extension is needed. (Until 2026-11 this migration loaded btree_gist for `staff_id with =`;
-- databases made then are converted by migration 230. Loading any extension into PGlite made
-- every JavaScript step of the server slower, README.md, Benchmarks.)
create type staff_id_range as range (subtype = text);

create table booking_appointments (
  id uuid primary key,
  -- The booking request; set null when the retention purge deletes it (the slot stays taken).
  submission_id uuid references submissions (id) on delete set null,
  business_id text not null,
  service_id text not null,
  staff_id text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- The appointment with its pre- and post-buffer: the time no other appointment may touch.
  slot tstzrange not null,
  -- confirmed: the appointment exists (built-in engine, or created in Graph);
  -- pending: held locally while the outbox creates it in Graph; cancelled: frees the slot.
  status text not null default 'confirmed' check (status in ('pending', 'confirmed', 'cancelled')),
  provider text not null check (provider in ('builtin', 'graph')),
  -- The provider's id of the appointment (Graph), once created.
  external_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  check (lower(slot) <= starts_at and upper(slot) >= ends_at),
  -- Two live appointments of one staff member never overlap, whatever the concurrency.
  constraint booking_appointments_no_overlap
    exclude using gist (staff_id_range(staff_id, staff_id, '[]') with &&, slot with &&)
    where (status <> 'cancelled')
);

create index booking_appointments_submission_id on booking_appointments (submission_id);
