-- Idempotency as Stripe does it: a key is kept with the SHA-256 of its request (method, path,
-- body), so a reused key with a different request is refused instead of replayed. Rows stored
-- before this column existed keep null and are replayed as before.
alter table submissions add column idempotency_hash text;
