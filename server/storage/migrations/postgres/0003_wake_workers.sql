-- rollback: additive; older releases start on it (DROP TRIGGER deliveries_added ON deliveries;
-- DROP FUNCTION notify_delivery_jobs() if wanted; an unlogged rate_windows stays correct).
-- Delivery workers apart from the lead API (`npm run deliver`, on any machine) LISTEN on
-- delivery_jobs: each statement that adds jobs wakes them when it commits, instead of at their next
-- poll (PostgreSQL sends one notification per transaction and channel).
CREATE FUNCTION notify_delivery_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('delivery_jobs', '');
  RETURN NULL;
END $$;
CREATE TRIGGER deliveries_added AFTER INSERT ON deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_delivery_jobs();
-- A request-rate window lasts a minute and is worth nothing after a crash: an unlogged table writes
-- no WAL, so counting a request costs no flush; after a crash PostgreSQL empties it (windows restart).
ALTER TABLE rate_windows SET UNLOGGED;
