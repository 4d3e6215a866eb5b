-- rollback: additive; older releases start on it and never read these tables.
-- A reservation is a deposit paid on the processor's hosted page for one car. The partial unique
-- index is the rule "at most one pending checkout or hold per car, fleet-wide": the store refuses a
-- second, whichever API instance writes it. Times are milliseconds since the epoch.
CREATE TABLE reservations (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  website_id INTEGER NOT NULL,
  car_id BIGINT NOT NULL,
  car_slug TEXT NOT NULL,
  car_name TEXT NOT NULL,
  stocknum TEXT NOT NULL,
  dealership_id INTEGER,
  processor TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  state TEXT NOT NULL,
  session_id TEXT,
  pay_url TEXT,
  payment_ref TEXT,
  refund_state TEXT NOT NULL DEFAULT 'none',
  refund_ref TEXT,
  refund_error TEXT,
  shopper TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  paid_at BIGINT,
  hold_ends_at BIGINT,
  ended_at BIGINT,
  indexed_state TEXT NOT NULL DEFAULT '',
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX reservations_one_per_car ON reservations (car_id) WHERE state IN ('pending', 'held');
CREATE UNIQUE INDEX reservations_by_session ON reservations (session_id);
CREATE INDEX reservations_by_lead ON reservations (lead_id);
CREATE INDEX reservations_by_site ON reservations (website_id, created_at);
CREATE INDEX reservations_by_state ON reservations (state, expires_at);
CREATE TABLE reservation_events (
  reservation_id TEXT NOT NULL,
  at BIGINT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX reservation_events_by_reservation ON reservation_events (reservation_id, at);
