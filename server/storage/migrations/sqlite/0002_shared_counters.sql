-- rollback: nothing to undo (a no-op here).
-- A no-op on SQLite, numbered like PostgreSQL's 0002: one SQLite file serves one API process, which
-- counts request rate limits in memory, so there is no table to share.
SELECT 1;
