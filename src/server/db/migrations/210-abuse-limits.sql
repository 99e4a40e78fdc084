-- Abuse limits (src/server/abuse): sliding-window quotas shared by every process on the database
-- (SMS per recipient number, booking attempts per client), the people holding appointments (for
-- the per-person limit), and server secrets generated on first use (the cancel-link key).

-- One row per limited thing: `key` is a SHA-256 of the scope and the value (never the number or
-- address itself); `hits` the times it was used within the longest window. Checked and recorded in
-- one upsert, so concurrent requests never pass the limit together.
create table abuse_quotas (
  scope text not null,
  key text not null,
  hits timestamptz[] not null,
  updated_at timestamptz not null,
  primary key (scope, key)
);

create index abuse_quotas_updated_at on abuse_quotas (updated_at);

-- Who holds an appointment, as SHA-256 keys of the normalised e-mail address and E.164 phone
-- number: enough to count a person's upcoming appointments, not to read who they are.
alter table booking_appointments add column email_key text;
alter table booking_appointments add column phone_key text;

create index booking_appointments_email_key on booking_appointments (email_key, ends_at)
  where status <> 'cancelled';
create index booking_appointments_phone_key on booking_appointments (phone_key, ends_at)
  where status <> 'cancelled';

-- Keys the server makes itself when none is configured (e.g. the booking cancel-link key), so
-- every process sharing the database signs and checks with the same one.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
