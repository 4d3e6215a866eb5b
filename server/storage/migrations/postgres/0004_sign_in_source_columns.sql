-- rollback: additive; older releases start on it (the columns keep their '' default).
-- Numbered like SQLite's 0004, where stores from before the sign-in source limits gain the two
-- columns; every PostgreSQL store has them from version 1, so this adds nothing here.
ALTER TABLE code_sends ADD COLUMN IF NOT EXISTS network TEXT NOT NULL DEFAULT '';
ALTER TABLE code_sends ADD COLUMN IF NOT EXISTS prefix TEXT NOT NULL DEFAULT '';
