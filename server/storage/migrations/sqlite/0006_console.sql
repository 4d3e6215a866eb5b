-- rollback: additive; older releases start on it and never read these tables.
-- The dealer console: people (one role each, the dealers it covers), one-time sign-in links and
-- sessions (both stored by the SHA-256 of their token, never the token), and the dealer's work on
-- each lead (its status, and every change or note with who made it). Times are ms since the epoch.
CREATE TABLE staff (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  dealers TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE UNIQUE INDEX staff_by_email ON staff (email);
CREATE TABLE staff_links (
  token_hash TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX staff_links_by_staff ON staff_links (staff_id, created_at);
CREATE TABLE staff_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL,
  csrf TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
CREATE TABLE lead_marks (
  lead_id TEXT PRIMARY KEY,
  status TEXT NOT NULL,
  updated_at BIGINT NOT NULL,
  updated_by TEXT NOT NULL
);
CREATE TABLE lead_notes (
  lead_id TEXT NOT NULL,
  at BIGINT NOT NULL,
  author TEXT NOT NULL,
  status TEXT,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX lead_notes_by_lead ON lead_notes (lead_id, at);
-- Passkeys (WebAuthn) a signed-in person registered, and the one-time challenges of each ceremony.
CREATE TABLE staff_passkeys (
  id TEXT PRIMARY KEY,
  staff_id TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter BIGINT NOT NULL,
  transports TEXT NOT NULL DEFAULT '',
  created_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX staff_passkeys_by_staff ON staff_passkeys (staff_id);
CREATE TABLE staff_challenges (
  id TEXT PRIMARY KEY,
  staff_id TEXT,
  challenge TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
