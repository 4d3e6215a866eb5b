import { StaffTable } from '../../server/console/table.ts';
import type { Role } from '../../server/console/roles.ts';
import { car, paymentsHarness, type SharedParts } from './paymentsHarness.ts';

/**
 * The lead API with its dealer console, in-process on loopback over a real store (SQLite or
 * PostgreSQL) and the loopback test processor: people added as `npm run staff` adds them, signed in
 * by the link the console emails (read from the delivery queue, as the dev mail folder would show it).
 */
export async function consoleHarness(shared?: SharedParts) {
  const h = await paymentsHarness([car('x-trail', 9001, 'stripe')], shared);
  const staff = new StaffTable(h.store.driver);

  /** The newest sign-in link queued for `email`, or null. */
  const latestLink = async (email: string) => {
    const rows = await h.store.driver.all(
      "SELECT payload FROM deliveries WHERE target = ? AND id LIKE 'console.link.%' ORDER BY queued_at DESC, id",
      [email],
    );
    const text = rows[0] ? (JSON.parse(String(rows[0].payload)) as { text: string }).text : '';
    return /\/console\/\?link=([\w-]+)/.exec(text)?.[1] ?? null;
  };
  const linksTo = async (email: string) =>
    (await h.store.driver.all("SELECT id FROM deliveries WHERE target = ? AND id LIKE 'console.link.%'", [email]))
      .length;

  /** A person's signed-in browser: its cookie and CSRF token on every call. */
  const session = (cookie: string, csrf: string) => ({
    cookie,
    csrf,
    get: (path: string) => h.call('GET', `/console/api${path}`, undefined, { cookie }),
    post: (path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      h.call('POST', `/console/api${path}`, body, { cookie, 'x-console-csrf': csrf, ...headers }),
  });

  /** Uses a link: the answer, and the session it opened (null when refused). */
  const useLink = async (token: string | null) => {
    const res = await fetch(`${h.apiUrl}/console/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    const body = (await res.json()) as { csrf?: string; error?: string };
    const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    return {
      status: res.status,
      body,
      setCookie: res.headers.get('set-cookie'),
      open: body.csrf ? session(cookie, body.csrf) : null,
    };
  };

  const signIn = async (email: string) => {
    const asked = await h.call('POST', '/console/api/sign-in', { email });
    if (asked.status !== 200) throw new Error(`sign-in refused: ${asked.text}`);
    const used = await useLink(await latestLink(email));
    if (!used.open) throw new Error(`link refused: ${JSON.stringify(used.body)}`);
    return used.open;
  };

  const person = async (email: string, role: Role, ...dealers: string[]) => {
    if (dealers.length === 0) await staff.add(email, role, null, 'test', 0);
    for (const d of dealers) await staff.add(email, role, d, 'test', 0);
    return signIn(email);
  };

  return { ...h, staff, latestLink, linksTo, useLink, signIn, person, session };
}
