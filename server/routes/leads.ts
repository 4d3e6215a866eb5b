import { randomBytes, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { formKind, OFFER_ACCEPTED_SUBCATEGORY, type FormKind } from '../../src/domain/formKinds.ts';
import { formRules } from '../../src/api/formRules.ts';
import { LeadEnvelope, leadSchema, type LeadSchema } from '../../src/api/leadSchema.ts';
import type { FormSettings } from '../../src/api/formSettings.ts';
import { LeadUpdate } from '../../src/api/requestSchemas.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import type { FleetSite } from '../fleet.ts';
import { pastTestDrive } from '../../src/api/testDriveTime.ts';
import { acceptedOffer } from '../delivery/acceptedOffer.ts';
import { contactOf } from '../delivery/known.ts';
import { isoInZone } from '../delivery/localTime.ts';
import { leadDeliveries, queueLeadDeliveries } from '../delivery/enqueueLead.ts';
import { failure, invalid, invalidField, parse } from '../answers.ts';
import { idempotent, idempotentIntake, type IntakeDecision } from '../idempotency.ts';
import { bearerSession } from '../session.ts';
import type { StoredResponse } from '../store.ts';
import { noCarReader } from '../stock/carReader.ts';
import { MISSING_SECRET, STEP_SECRET_HEADER, stepSecrets } from '../stepSecret.ts';
import { originMismatch } from './origin.ts';
import { reservationRefusal } from './reservationCheck.ts';

/** Category and subcategory stored: Careers Enquiry becomes General Enquiry / Career Enquiry (SPEC §5). */
function classify(form: FormKind, category: string | undefined, subcategory: string | undefined) {
  if (form === 'general-enquiry' && category === 'Careers Enquiry') {
    return { category: 'General Enquiry', subcategory: 'Career Enquiry' };
  }
  const base = formKind(form);
  return {
    category: form === 'general-enquiry' && category ? category : base.category,
    subcategory: subcategory ?? base.subcategory ?? null,
  };
}

/** The zone of the lead's dealership: its chosen location's, its dealership's, else the dealer's. */
function zoneOfLead(site: FleetSite, data: Record<string, unknown>): string {
  const dealership =
    site.settings.dealerships.find((d) => d.id === data.car_dealership_id)?.slug ??
    (typeof data.dealership_slug === 'string' ? data.dealership_slug : undefined);
  return contactOf(data, site.contacts, dealership).timeZone;
}

const schemas = new Map<string, LeadSchema>();

/** One schema per dealer, form and car/no car, built on first use (building one per request is slow). */
function schemaFor(settings: FormSettings, form: FormKind, hasCar: boolean): LeadSchema {
  const key = `${settings.websiteId}:${form}:${hasCar}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = leadSchema(formRules(form, settings, hasCar));
    schemas.set(key, schema);
  }
  return schema;
}

/** Multi-step lead create (POST) and update (PATCH), both returning lead_id. */
export function leadRoutes({ store, queue, fleet, now, authSecret, cars = noCarReader, reservations }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  const secrets = stepSecrets(authSecret ?? randomBytes(32));
  /** A created lead's answer, fresh or replayed, carries its step secret (never stored with it). */
  const withSecret = (response: StoredResponse): StoredResponse => {
    const body = response.body as Record<string, unknown>;
    if (response.status !== 201 || typeof body.lead_id !== 'string') return response;
    return { ...response, body: { ...body, lead_secret: secrets.of('lead', body.lead_id) } };
  };

  app.post('/', async (c) => {
    const body = c.get('body');
    const at = now();
    // The reservation check reads the live stock first; it is applied below only to a new request,
    // so a retry of a reservation that was stored replays its answer.
    const reservation = await checkReservation(c, body, at);
    return idempotentIntake(
      c,
      store,
      queue,
      at,
      (): IntakeDecision => {
        const envelope = v.safeParse(LeadEnvelope, body);
        if (!envelope.success) return { response: invalid(envelope.issues) };
        const site = fleet.byWebsiteId.get(envelope.output.website_id);
        if (!site)
          return {
            response: {
              status: 400,
              body: { success: false, error: 'Unknown website.', fields: { website_id: 'Unknown website.' } },
            },
          };
        const mismatch = originMismatch(c.req.header('origin'), fleet, site.websiteId);
        if (mismatch) return { response: mismatch };
        if (typeof body.company_website === 'string' && body.company_website !== '') {
          // Honeypot filled: answer like a success so the bot learns nothing, store nothing.
          return { response: { status: 201, body: { success: true, lead_id: randomUUID() } } };
        }
        const hasCar = typeof body.car_id === 'string' && body.car_id !== '';
        const parsed = parse(schemaFor(site.settings, envelope.output.form, hasCar), body);
        if (!parsed.ok) return { response: parsed.response };
        const past = pastTestDrive(parsed.value.date_time, isoInZone(at, zoneOfLead(site, parsed.value)));
        if (past) return { response: invalidField('date_time', past) };
        if (reservation) return { response: reservation, retryAfter: reservation.retryAfter };
        const { company_website: _hp, form, category, subcategory, ...data } = parsed.value;
        const id = randomUUID();
        const classified = classify(form, category, subcategory);
        const lead = { id, form, ...classified, data: { ...data, ...classified, form } };
        return {
          response: { status: 201, body: { success: true, lead_id: id } },
          lead: { ...lead, website_id: site.websiteId, created_at: at.toISOString() },
          // A paid reservation reaches the dealer once the processor confirms the deposit
          // (server/reservations/announce.ts); the request alone is kept, not sent.
          jobs: form === 'reservation' && reservations ? [] : leadDeliveries(site, lead, 'created'),
        };
      },
      withSecret,
    );
  });

  /** The refusal of a reservation the browser would not have offered, or null (SPEC §4, §5). */
  async function checkReservation(c: Context<ApiEnv>, body: Record<string, unknown>, at: Date) {
    const envelope = v.safeParse(LeadEnvelope, body);
    if (!envelope.success || envelope.output.form !== 'reservation') return null;
    const site = fleet.byWebsiteId.get(envelope.output.website_id);
    if (!site) return null;
    const session = await bearerSession(store, c.req.header('authorization'), at);
    return reservationRefusal(cars, site, body.car_id, session?.websiteId === site.websiteId);
  }

  app.patch('/:id', (c) => {
    const at = now();
    return idempotent(c, store, at, async () => {
      const lead = await store.getLead(c.req.param('id'));
      if (!lead) return failure(404, 'No such lead.');
      const mismatch = originMismatch(c.req.header('origin'), fleet, lead.website_id);
      if (mismatch) return mismatch;
      if (!secrets.matches('lead', lead.id, c.req.header(STEP_SECRET_HEADER))) return MISSING_SECRET;
      const parsed = parse(LeadUpdate, c.get('body'));
      if (!parsed.ok) return parsed.response;
      const subcategory = parsed.value.subcategory ?? lead.subcategory;
      const data = { ...lead.data, ...parsed.value, subcategory };
      const accepted = subcategory === OFFER_ACCEPTED_SUBCATEGORY && lead.subcategory !== OFFER_ACCEPTED_SUBCATEGORY;
      if (accepted) Object.assign(data, await acceptedOffer(store, lead.website_id, data));
      await store.updateLead(lead.id, subcategory, data, at);
      const site = fleet.byWebsiteId.get(lead.website_id);
      if (accepted && site)
        await queueLeadDeliveries(queue, site, { ...lead, subcategory, data }, 'offer-accepted', at);
      return { status: 200, body: { success: true, lead_id: lead.id } };
    });
  });

  return app;
}
