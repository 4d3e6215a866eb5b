-- Request rate limits counted in the store, so every API instance on one database counts together.
CREATE TABLE rate_windows (
  client TEXT NOT NULL, window_start INTEGER NOT NULL, count INTEGER NOT NULL,
  PRIMARY KEY (client, window_start)) WITHOUT ROWID;
