import { Hono } from 'hono';
import * as v from 'valibot';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { DEALER_KEY_REQUIRED, holdsDealerKey } from '../dealerKeys.ts';
import { rateLimiter, requestClient } from '../rateLimit.ts';
import { BEACONS_PER_CLIENT_DAY, beaconClient, clampBeacon, MAX_BEACON_BYTES, VitalsBeacon } from '../vitals/rules.ts';
import { VitalsStore } from '../vitals/vitalsStore.ts';
import { originMismatch } from './origin.ts';

/**
 * POST /api/vitals: the field Core Web Vitals beacon (navigator.sendBeacon sends text/plain, a
 * simple request with no preflight, so this route reads its own body before the JSON-only guard).
 * GET /api/dealers/:slug/vitals: the dealer's p75 per page kind, with the dealer's API key.
 * Mounted ahead of the JSON guard; the origin check, rate limit and body limit still apply. A beacon must
 * carry its dealer's Origin, one client adds at most BEACONS_PER_CLIENT_DAY a day per dealer (LEAD_API_VITALS_PER_CLIENT), and values are
 * clamped to plausible ones, so forged beacons cannot move a dealer's p75.
 */
export function vitalsRoutes({ store, fleet, keys, now, trustProxy, vitalsPerClientDay }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const vitals = new VitalsStore(store);
  // Counted in the database on PostgreSQL, so every instance's beacons from a client count together.
  const perClient = rateLimiter(store.driver, vitalsPerClientDay ?? BEACONS_PER_CLIENT_DAY, 86_400_000, 'vitals');
  app.post('/vitals', async (c) => {
    const refuse = (status: 400 | 403 | 413 | 415 | 429, error: string) => c.json({ success: false, error }, status);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'text/plain' && type !== 'application/json') {
      return refuse(415, 'Send the vitals as JSON text (text/plain or application/json).');
    }
    const text = await c.req.text();
    if (Buffer.byteLength(text) > MAX_BEACON_BYTES) {
      return refuse(413, `A vitals beacon is at most ${MAX_BEACON_BYTES} bytes.`);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, 'The request body is not valid JSON.');
    }
    const parsed = v.safeParse(VitalsBeacon, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const where = issue.path?.map((p) => String(p.key)).join('.');
      return refuse(400, `Not a vitals beacon: ${where ? `${where}: ` : ''}${issue.message}`);
    }
    if (!fleet.byWebsiteId.has(parsed.output.website_id)) return refuse(400, 'Unknown website.');
    // A browser always sends Origin with a beacon; without it the sender is a script, not a page view.
    const origin = c.req.header('origin');
    if (!origin || originMismatch(origin, fleet, parsed.output.website_id)) {
      return refuse(403, 'This site may not send data for that website.');
    }
    const at = now();
    const wait = await perClient.hit(
      beaconClient(parsed.output.website_id, requestClient(c, trustProxy)),
      at.getTime(),
    );
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return refuse(429, 'This browser has sent enough vitals for today.');
    }
    await vitals.record(clampBeacon(parsed.output), at);
    return c.body(null, 204);
  });

  app.get('/dealers/:slug/vitals', async (c) => {
    const slug = c.req.param('slug');
    const site = fleet.bySlug.get(slug);
    if (!site || !holdsDealerKey(keys, slug, c.req.header('authorization'))) {
      return c.json({ success: false, error: DEALER_KEY_REQUIRED }, 401);
    }
    return c.json({ success: true, dealer: slug, pages: await vitals.summary(now(), site.websiteId) });
  });

  return app;
}
