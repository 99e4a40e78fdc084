-- Readiness (src/server/db/readiness.ts): `/readyz` proves the database can write by updating
-- this one row in a transaction. Holds nothing else.
create table health_probe (
  id int primary key check (id = 1),
  checked_at timestamptz not null
);
