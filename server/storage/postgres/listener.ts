import pg from 'pg';

/** How long a listener waits before opening its connection again after a drop or a refused connect. */
const REOPEN_MS = 1_000;

/**
 * LISTEN on `channel` over a connection of its own (a pooled one would be handed to other work):
 * onNotify runs for each notification, and once each time the connection (re)opens, since what was
 * notified while it was down is lost. A dropped connection is opened again until stop() is called.
 */
export function listenOn(url: string, channel: string, onNotify: () => void): () => Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let reopen: NodeJS.Timeout | null = null;
  const later = () => {
    if (stopped || reopen) return;
    reopen = setTimeout(() => {
      reopen = null;
      void open();
    }, REOPEN_MS);
  };
  const open = async () => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    c.on('notification', () => {
      onNotify();
    });
    // A server restart ends the connection: 'error' then 'end'; the next opening follows.
    c.on('error', () => undefined);
    c.on('end', () => {
      if (client === c) client = null;
      later();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
    } catch {
      await c.end().catch(() => undefined);
      later();
      return;
    }
    if (stopped) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    onNotify();
  };
  void open();
  return async () => {
    stopped = true;
    if (reopen) clearTimeout(reopen);
    await client?.end().catch(() => undefined);
  };
}
