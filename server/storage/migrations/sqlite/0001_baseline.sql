-- rollback: none; the first version (restore a backup taken before it: docs/operations/backups.md).
-- The lead store as the releases before schema versions created it, table by table. IF NOT EXISTS
-- lets a store written by those releases adopt version 1 with every row kept.
CREATE TABLE IF NOT EXISTS leads (
  id TEXT PRIMARY KEY, website_id INTEGER NOT NULL, form TEXT NOT NULL, category TEXT NOT NULL,
  subcategory TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS leads_by_site ON leads (website_id, created_at);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY, body_hash TEXT NOT NULL, status INTEGER NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS watchlist (
  website_id INTEGER NOT NULL, phone TEXT NOT NULL, car_id TEXT NOT NULL, created_at TEXT NOT NULL,
  PRIMARY KEY (website_id, phone, car_id));
CREATE TABLE IF NOT EXISTS codes (
  website_id INTEGER NOT NULL, phone TEXT NOT NULL, code_hash TEXT NOT NULL, expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (website_id, phone));
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY, website_id INTEGER NOT NULL, phone TEXT NOT NULL, expires_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS valuations (
  id TEXT PRIMARY KEY, website_id INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, website_id INTEGER NOT NULL, created_at TEXT NOT NULL, data TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY, lead_id TEXT NOT NULL, website_id INTEGER NOT NULL, event TEXT NOT NULL,
  channel TEXT NOT NULL, target TEXT NOT NULL, crm INTEGER NOT NULL DEFAULT 0, payload TEXT,
  status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, queued_at INTEGER NOT NULL,
  next_at INTEGER NOT NULL, lease_until INTEGER, last_error TEXT, sent_at INTEGER, max_age_ms INTEGER);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_at);
CREATE INDEX IF NOT EXISTS deliveries_waiting ON deliveries (next_at) WHERE status IN ('queued', 'retrying');
CREATE INDEX IF NOT EXISTS deliveries_leased ON deliveries (lease_until) WHERE status = 'sending';
CREATE INDEX IF NOT EXISTS deliveries_by_lead ON deliveries (lead_id);
CREATE INDEX IF NOT EXISTS deliveries_by_site ON deliveries (website_id, queued_at);
CREATE TABLE IF NOT EXISTS code_sends (
  website_id INTEGER NOT NULL, phone_hash TEXT NOT NULL, sent_at TEXT NOT NULL,
  network TEXT NOT NULL DEFAULT '', prefix TEXT NOT NULL DEFAULT '');
CREATE INDEX IF NOT EXISTS code_sends_by_site ON code_sends (website_id, sent_at);
CREATE TABLE IF NOT EXISTS code_refusals (website_id INTEGER NOT NULL, reason TEXT NOT NULL, refused_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS code_refusals_by_time ON code_refusals (refused_at);
CREATE TABLE IF NOT EXISTS vitals (
  website_id INTEGER NOT NULL, day TEXT NOT NULL, page TEXT NOT NULL, metric TEXT NOT NULL,
  bucket INTEGER NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (website_id, day, page, metric, bucket)) WITHOUT ROWID;
