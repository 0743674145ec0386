-- The documents waiting because the PAC was unavailable (pending state 4), in an index of their own
-- (issue 25 §5, ADR 0197): after each such failure the worker asks whether enough of them wait to begin
-- the contingency, and without an index PostgreSQL read every document of every month to tell (1.6 s at
-- 10M documents over 144 months, during the very outage that makes many documents fail). Only the
-- documents in that state are in it, so it stays as small as the outage.
create index documents_unavailable_idx on documents (id) where status = 'PEN' and pending_state = 4;
