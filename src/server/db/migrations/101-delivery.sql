-- Delivery (src/server/delivery): the local inbox, the log of every delivery attempt, and the
-- sink each outbox entry was finally delivered to.

-- Submissions delivered to the local inbox sink (the default): `npm run inbox -- list` reads it.
create table inbox (
  submission_id uuid primary key references submissions (id) on delete cascade,
  received_at timestamptz not null default now()
);

-- One row per attempt, so an operator sees why an entry was retried or dead-lettered.
-- `error` may quote the sink's answer; it is read through the CLI, never logged.
create table delivery_attempts (
  id bigserial primary key,
  outbox_id bigint not null references outbox (id) on delete cascade,
  attempt int not null,
  sink text not null,
  outcome text not null check (outcome in ('delivered', 'retry', 'failed')),
  http_status int,
  code text,
  error text,
  started_at timestamptz not null,
  finished_at timestamptz not null default now()
);

create index delivery_attempts_outbox_id on delivery_attempts (outbox_id);

alter table outbox add column delivered_to text;
