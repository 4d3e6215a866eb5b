import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  Miscellaneous,
  Notification,
  PhoneReveal,
  ValuationCreate,
  ValuationUpdate,
} from '../../src/api/requestSchemas.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { queueLeadDeliveries } from '../delivery/enqueueLead.ts';
import { failure, parse } from '../answers.ts';
import { idempotent } from '../idempotency.ts';
import { MISSING_SECRET, STEP_SECRET_HEADER, stepSecrets } from '../stepSecret.ts';
import { originMismatch } from './origin.ts';

/** Valuations, phone reveals, the miscellaneous valuation record and lead notifications (SPEC §7). */
export function activityRoutes({ store, queue, fleet, now, authSecret, reservations }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const secrets = stepSecrets(authSecret ?? randomBytes(32));

  app.post('/valuations', (c) => {
    const at = now();
    return idempotent(
      c,
      store,
      at,
      async () => {
        const parsed = parse(ValuationCreate, c.get('body'));
        if (!parsed.ok) return parsed.response;
        const site = fleet.byWebsiteId.get(parsed.value.website_id);
        if (!site) return failure(400, 'Unknown website.');
        const mismatch = originMismatch(c.req.header('origin'), fleet, site.websiteId);
        if (mismatch) return mismatch;
        const id = randomUUID();
        await store.saveValuation(id, site.websiteId, { ...parsed.value, id }, at);
        return {
          status: 201,
          body: { success: true, valuation_id: id, rego: parsed.value.rego, regoState: parsed.value.regoState },
        };
      },
      (response) => {
        const body = response.body as Record<string, unknown>;
        if (response.status !== 201 || typeof body.valuation_id !== 'string') return response;
        return { ...response, body: { ...body, valuation_secret: secrets.of('valuation', body.valuation_id) } };
      },
    );
  });

  app.patch('/valuations/:id', (c) => {
    const at = now();
    return idempotent(c, store, at, async () => {
      const valuation = await store.getValuation(c.req.param('id'));
      if (!valuation) return failure(404, 'No such valuation.');
      const mismatch = originMismatch(c.req.header('origin'), fleet, valuation.websiteId);
      if (mismatch) return mismatch;
      if (!secrets.matches('valuation', c.req.param('id'), c.req.header(STEP_SECRET_HEADER))) return MISSING_SECRET;
      const parsed = parse(ValuationUpdate, c.get('body'));
      if (!parsed.ok) return parsed.response;
      await store.saveValuation(c.req.param('id'), valuation.websiteId, { ...valuation.data, ...parsed.value }, at);
      // The browser links its lead once the valuation is complete: the dealer gets one updated message.
      const linked = typeof valuation.data.lead_id !== 'string' ? parsed.value.lead_id : undefined;
      const lead = linked ? await store.getLead(linked) : null;
      const site = fleet.byWebsiteId.get(valuation.websiteId);
      const ours =
        lead !== null && lead.website_id === valuation.websiteId && lead.data.valuation_id === c.req.param('id');
      if (ours && site) await queueLeadDeliveries(queue, site, lead, 'valuation-completed', at);
      return { status: 200, body: { success: true, valuation_id: c.req.param('id') } };
    });
  });

  const record = (kind: 'phone-reveal' | 'miscellaneous') => {
    const schema = kind === 'phone-reveal' ? PhoneReveal : Miscellaneous;
    return app.post(kind === 'phone-reveal' ? '/phone-reveal' : '/miscellaneous', (c) => {
      const at = now();
      return idempotent(c, store, at, async () => {
        const parsed = parse(schema, c.get('body'));
        if (!parsed.ok) return parsed.response;
        if (!fleet.byWebsiteId.has(parsed.value.website_id)) return failure(400, 'Unknown website.');
        const mismatch = originMismatch(c.req.header('origin'), fleet, parsed.value.website_id);
        if (mismatch) return mismatch;
        await store.addEvent(kind, parsed.value.website_id, parsed.value, at);
        return { status: 200, body: { success: true } };
      });
    });
  };
  record('phone-reveal');
  record('miscellaneous');

  app.post('/notifications', (c) => {
    const at = now();
    return idempotent(c, store, at, async () => {
      const parsed = parse(Notification, c.get('body'));
      if (!parsed.ok) return parsed.response;
      const lead = await store.getLead(parsed.value.lead_id);
      const site = fleet.byWebsiteId.get(parsed.value.website_id);
      if (!lead || lead.website_id !== site?.websiteId) return failure(404, 'No such lead.');
      const mismatch = originMismatch(c.req.header('origin'), fleet, site.websiteId);
      if (mismatch) return mismatch;
      // The lead's deliveries were queued with the lead itself; this call only makes sure they
      // exist (a lead stored before the queue) and never adds a second message. A reservation's are
      // queued once its deposit is paid (server/reservations/announce.ts), never on the browser's word.
      if (lead.form !== 'reservation' || !reservations) await queueLeadDeliveries(queue, site, lead, 'created', at);
      await store.addEvent(
        'notification',
        site.websiteId,
        { lead_id: lead.id, form: parsed.value.form ?? lead.form },
        at,
      );
      return { status: 200, body: { success: true } };
    });
  });

  return app;
}
