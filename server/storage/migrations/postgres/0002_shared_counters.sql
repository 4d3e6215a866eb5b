-- rollback: additive; older releases start on it and ignore rate_windows (DROP TABLE rate_windows if wanted).
-- Request rate limits counted in the store, so every API instance on one database counts together:
-- one row per client and limit, its window starting at the client's first request in it.
CREATE TABLE rate_windows (client TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count INTEGER NOT NULL);
CREATE INDEX rate_windows_by_start ON rate_windows (window_start);
