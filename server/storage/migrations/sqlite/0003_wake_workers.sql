-- rollback: nothing to undo (a no-op here).
-- A no-op on SQLite, numbered like PostgreSQL's 0003: SQLite has no LISTEN/NOTIFY and no unlogged
-- tables; delivery workers on one SQLite file poll it.
SELECT 1;
