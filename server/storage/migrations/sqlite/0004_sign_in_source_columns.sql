-- rollback: additive; older releases start on it (the columns keep their '' default).
-- The sign-in source limits read code_sends.network and .prefix. A store written before them has a
-- code_sends without the two; version 1 creates them only in a new store, so this step adds them
-- where missing (SQLite has no ADD COLUMN IF NOT EXISTS: the driver reads these lines). A store whose
-- start-up already added them before this step was numbered is left as it is.
-- add-column-if-missing: code_sends network TEXT NOT NULL DEFAULT ''
-- add-column-if-missing: code_sends prefix TEXT NOT NULL DEFAULT ''
SELECT 1;
