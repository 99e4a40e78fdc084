-- Every accepted submission inserts an outbox row, and every index on the outbox costs that insert
-- an entry. The first index, on (status, next_attempt_at), served the delivery worker's claim
-- until `outbox_due` (220) took it over; its one reader left is the list of dead letters
-- (`npm run inbox -- dead`, src/server/delivery/dead-letters.ts), which this partial index serves
-- alone. A new row is pending, so it adds no entry to it (PGlite benchmark: a few microseconds
-- less per submission, and no index entry rewritten at each status change of a delivery).
create index outbox_dead on outbox (id) where status = 'dead';
drop index outbox_status_next_attempt_at;
