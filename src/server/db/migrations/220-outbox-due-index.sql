-- The delivery worker's claim (src/server/delivery/outbox-store.ts) walks the entries that may be
-- due in order of `next_attempt_at` and stops after one batch, instead of reading and sorting
-- the whole outbox at every claim (which made a large backlog drain in quadratic time).
create index outbox_due on outbox (next_attempt_at, id) where status in ('pending', 'delivering');
