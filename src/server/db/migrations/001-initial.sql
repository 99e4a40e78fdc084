-- Initial schema: submissions and their outbox, the shared rate-limit counters and the
-- used human-verification tokens. One dialect for PGlite and PostgreSQL.

create table submissions (
  id uuid primary key,
  -- Human-readable reference shown to the visitor, e.g. VEL-7K3Q-9D2F.
  reference text unique not null,
  form_type text not null,
  payload jsonb not null,
  -- language, page URL, page title, user agent (cut to 500 characters); never the client address.
  meta jsonb not null default '{}',
  idempotency_key text unique,
  created_at timestamptz not null default now()
);

create table outbox (
  id bigserial primary key,
  submission_id uuid not null references submissions (id) on delete cascade,
  sink text not null,
  status text not null default 'pending'
    check (status in ('pending', 'delivering', 'delivered', 'dead')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz not null default now()
);

create index outbox_status_next_attempt_at on outbox (status, next_attempt_at);
create index outbox_submission_id on outbox (submission_id);

-- Fixed-window counters per client key, shared by every process using the same database.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  count int not null
);

-- Hashes of accepted human-verification tokens, so a token is never accepted twice.
create table used_verification_tokens (
  token_hash text primary key,
  used_at timestamptz not null default now()
);

create index used_verification_tokens_used_at on used_verification_tokens (used_at);
