import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { failure } from '../answers.ts';
import { requestClient } from '../rateLimit.ts';
import type { Reservations } from '../reservations/service.ts';
import { localTime } from '../reservations/notices.ts';
import { bearerSession } from '../session.ts';
import { ceilingNetwork } from '../signInLimits.ts';
import { MISSING_SECRET, STEP_SECRET_HEADER, stepSecrets } from '../stepSecret.ts';
import { originMismatch } from './origin.ts';

/**
 * The shopper's side of a reservation: open the hosted payment page for a stored reservation lead
 * (POST /api/reservations {lead_id}, with the lead's step secret), and read how it stands
 * (GET /api/reservations/:id, for the return page). No card data passes here.
 */
export function reservationRoutes(deps: ApiDeps, reservations: Reservations) {
  const { store, fleet, now, trustProxy } = deps;
  const app = new Hono<ApiEnv>();
  const secrets = stepSecrets(deps.authSecret ?? randomBytes(32));

  app.post('/', async (c) => {
    const leadId = c.get('body').lead_id;
    if (typeof leadId !== 'string' || leadId === '') return c.json({ success: false, error: 'Send lead_id.' }, 400);
    if (!secrets.matches('lead', leadId, c.req.header(STEP_SECRET_HEADER))) {
      return c.json(MISSING_SECRET.body as Record<string, unknown>, MISSING_SECRET.status as 403);
    }
    const lead = await store.getLead(leadId);
    if (!lead) return c.json({ success: false, error: 'No such reservation request.' }, 404);
    const mismatch = originMismatch(c.req.header('origin'), fleet, lead.website_id);
    if (mismatch) return c.json(mismatch.body as Record<string, unknown>, mismatch.status as 403);
    const session = await bearerSession(store, c.req.header('authorization'), now());
    const origin = c.req.header('origin');
    const answer = await reservations.start({
      leadId,
      signedIn: session?.websiteId === lead.website_id,
      source: createHash('sha256')
        .update(ceilingNetwork(requestClient(c, trustProxy)))
        .digest('hex')
        .slice(0, 24),
      origin: origin && fleet.siteForOrigin(origin)?.websiteId === lead.website_id ? origin : null,
    });
    if (answer.retryAfter !== undefined) c.header('Retry-After', String(answer.retryAfter));
    return c.json(answer.body as Record<string, unknown>, answer.status as 201);
  });

  app.get('/:id', async (c) => {
    const r = await reservations.table.byId(c.req.param('id'));
    const site = r ? fleet.byWebsiteId.get(r.websiteId) : undefined;
    if (!r || !site) {
      const { status, body } = failure(404, 'No such reservation.');
      return c.json(body as Record<string, unknown>, status as 404);
    }
    const zone = site.contacts.dealer.timeZone;
    c.header('Cache-Control', 'no-store');
    return c.json({
      success: true,
      reservation: {
        id: r.id,
        state: r.state,
        car: { slug: r.carSlug, name: r.carName, stocknum: r.stocknum },
        amount: r.amountCents / 100,
        processor: r.processor,
        hold_ends_at: r.holdEndsAt === null ? null : new Date(r.holdEndsAt).toISOString(),
        hold_ends_local: r.holdEndsAt === null ? null : localTime(r.holdEndsAt, zone),
        dealer_phone: site.contacts.dealer.phone,
      },
    });
  });

  return app;
}
