-- Idempotency keys stay unique, but only submissions that carry one are indexed: most carry none,
-- and a unique index over every row cost each insert an index entry for its null key (PGlite
-- benchmark: several microseconds per submission). Lookups by key (`idempotency_key = $1`) use
-- the partial index; `on conflict do nothing` still treats it as an arbiter.
create unique index submissions_idempotency_key on submissions (idempotency_key)
  where idempotency_key is not null;
alter table submissions drop constraint submissions_idempotency_key_key;
