import { Hono, type Context } from 'hono';
import type { ApiDeps } from '../context.ts';
import { reservationLine } from '../reservations/listing.ts';
import { act } from '../reservations/pass.ts';
import { DEALER_ACTIONS, type DealerAction } from '../reservations/rules.ts';
import type { Reservation } from '../reservations/table.ts';
import { noCarReader } from '../stock/carReader.ts';
import { passkeyRegisterRoutes, passkeySignInRoutes } from './passkeys.ts';
import { dealerHealth } from './health.ts';
import { leadAdf, leadDetail, leadsCsv, listLeads } from './leadViews.ts';
import { managedRoles, ROLE_PERMISSIONS } from './roles.ts';
import { isLeadStatus, NOT_FOUND, NOTE_MAX, readFilter } from './rules.ts';
import { dealerFor, requireSession, sessionCookie, type ConsoleEnv } from './session.ts';
import { jsonBody, signInRoutes } from './signIn.ts';
import { StaffTable } from './table.ts';

const notFound = (c: Context) => c.json({ success: false, error: NOT_FOUND }, 404);
const isAction = (v: string): v is DealerAction => (DEALER_ACTIONS as readonly string[]).includes(v);

/**
 * The dealer console's API (/console/api): sign-in by link, then a dealer's leads, reservations
 * and sales staff for the people its role covers (server/console/roles.ts), every request checked
 * here. Reservation actions run the same code as `npm run reservations`. Never cached.
 */
export function consoleRoutes(deps: ApiDeps, consoleUrl: string) {
  const { store, queue, fleet, now } = deps;
  const staff = new StaffTable(store.driver);
  const cars = deps.cars ?? noCarReader;
  const app = new Hono<ConsoleEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', signInRoutes(deps, staff, consoleUrl));
  app.route('/', passkeySignInRoutes(deps, staff, consoleUrl));
  app.use('*', requireSession(staff, fleet, new URL(consoleUrl).origin, now));
  app.route('/', passkeyRegisterRoutes(deps, consoleUrl));

  app.post('/sign-out', async (c) => {
    await staff.revoke(c.get('token'), now().getTime());
    c.header('Set-Cookie', sessionCookie('', 0));
    return c.json({ success: true });
  });

  app.get('/me', (c) => {
    const person = c.get('person');
    return c.json({
      success: true,
      email: person.email,
      role: person.role,
      permissions: ROLE_PERMISSIONS[person.role],
      csrf: c.get('csrf'),
      dealers: c.get('dealers').map((slug) => {
        const site = fleet.bySlug.get(slug)!;
        return {
          slug,
          name: site.settings.dealerName,
          locations: site.settings.locations.map((l) => ({ id: l.id, name: l.name })),
        };
      }),
    });
  });

  const leadOf = async (c: Context<ConsoleEnv>, websiteId: number) => {
    const lead = await store.getLead(c.req.param('id') ?? '');
    return lead?.website_id === websiteId ? lead : null;
  };

  app.get('/dealers/:slug/leads', async (c) => {
    const found = dealerFor(c, fleet, 'leads.read');
    if ('refusal' in found) return found.refusal;
    const rows = await listLeads({ store, queue, staff }, found.site, readFilter(c.req.query()));
    return c.json({ success: true, count: rows.length, leads: rows.slice(0, 500) });
  });

  app.get('/dealers/:slug/leads.csv', async (c) => {
    const found = dealerFor(c, fleet, 'leads.read');
    if ('refusal' in found) return found.refusal;
    const rows = await listLeads({ store, queue, staff }, found.site, readFilter(c.req.query()));
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${found.site.slug}-leads.csv"`);
    return c.body(leadsCsv(rows));
  });

  app.get('/dealers/:slug/leads/:id', async (c) => {
    const found = dealerFor(c, fleet, 'leads.read');
    if ('refusal' in found) return found.refusal;
    const lead = await leadOf(c, found.site.websiteId);
    if (!lead) return notFound(c);
    return c.json({ success: true, lead: await leadDetail({ store, queue, staff, fleet, cars }, found.site, lead) });
  });

  app.get('/dealers/:slug/leads/:id/adf', async (c) => {
    const found = dealerFor(c, fleet, 'leads.read');
    if ('refusal' in found) return found.refusal;
    const lead = await leadOf(c, found.site.websiteId);
    const xml = lead ? await leadAdf({ store, fleet, cars }, lead) : null;
    if (!lead || xml === null) return notFound(c);
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="lead-${lead.id}.xml"`);
    return c.body(xml);
  });

  app.post('/dealers/:slug/leads/:id/mark', async (c) => {
    const found = dealerFor(c, fleet, 'leads.mark');
    if ('refusal' in found) return found.refusal;
    const lead = await leadOf(c, found.site.websiteId);
    if (!lead) return notFound(c);
    const body = await jsonBody(c.req);
    const status = body?.status;
    const note = typeof body?.note === 'string' ? body.note.trim() : '';
    if (status !== undefined && !isLeadStatus(status))
      return c.json({ success: false, error: 'Status must be new, contacted, won or lost.' }, 400);
    if (note.length > NOTE_MAX)
      return c.json({ success: false, error: `A note is at most ${NOTE_MAX} characters.` }, 400);
    if (status === undefined && note === '') return c.json({ success: false, error: 'Send a status or a note.' }, 400);
    await staff.mark(lead.id, { ...(status ? { status } : {}), note }, c.get('person').email, now().getTime());
    return c.json({ success: true, lead: await leadDetail({ store, queue, staff, fleet, cars }, found.site, lead) });
  });

  const reservationView = (r: Reservation, zone: string) => ({
    id: r.id,
    state: r.state,
    car: { name: r.carName, stocknum: r.stocknum, slug: r.carSlug },
    shopper: r.shopper,
    deposit: r.amountCents / 100,
    processor: r.processor,
    payment_ref: r.paymentRef,
    hold_ends_at: r.holdEndsAt === null ? null : new Date(r.holdEndsAt).toISOString(),
    refund: r.refundState,
    line: reservationLine(r, zone),
  });

  app.get('/dealers/:slug/reservations', async (c) => {
    const found = dealerFor(c, fleet, 'reservations.read');
    if ('refusal' in found) return found.refusal;
    const zone = found.site.contacts.dealer.timeZone;
    const list = deps.reservations ? await deps.reservations.table.ofSite(found.site.websiteId) : [];
    return c.json({ success: true, now: now().toISOString(), reservations: list.map((r) => reservationView(r, zone)) });
  });

  app.post('/dealers/:slug/reservations/:id/:action', async (c) => {
    const found = dealerFor(c, fleet, 'reservations.act');
    if ('refusal' in found) return found.refusal;
    const svc = deps.reservations;
    const r = svc ? await svc.table.byId(c.req.param('id')) : null;
    const action = c.req.param('action');
    if (!svc || r?.websiteId !== found.site.websiteId || !isAction(action)) return notFound(c);
    const body = await jsonBody(c.req);
    const hours = typeof body?.hours === 'number' && Number.isInteger(body.hours) ? body.hours : 0;
    if (action === 'extend' && (hours < 1 || hours > 336))
      return c.json({ success: false, error: 'Extend by 1 to 336 hours.' }, 400);
    const done = await act(svc, r.id, action, hours, c.get('person').email, 'follow');
    if (!done.ok) return c.json({ success: false, error: done.error }, 409);
    return c.json({
      success: true,
      reservation: reservationView(done.reservation, found.site.contacts.dealer.timeZone),
    });
  });

  app.get('/dealers/:slug/health', async (c) => {
    const found = dealerFor(c, fleet, 'stock.read');
    if ('refusal' in found) return found.refusal;
    return c.json({
      success: true,
      health: await dealerHealth({ store, queue, files: deps.fleetFiles }, found.site, now()),
    });
  });

  app.get('/dealers/:slug/staff', async (c) => {
    const found = dealerFor(c, fleet, 'staff.manage');
    if ('refusal' in found) return found.refusal;
    const people = await staff.list(found.site.slug);
    return c.json({ success: true, staff: people.map((p) => ({ email: p.email, role: p.role })) });
  });

  app.post('/dealers/:slug/staff', async (c) => {
    const found = dealerFor(c, fleet, 'staff.manage');
    if ('refusal' in found) return found.refusal;
    const body = await jsonBody(c.req);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!/^[^\s@]{1,64}@[^\s@]{1,255}$/.test(email))
      return c.json({ success: false, error: 'Enter the person’s email address.' }, 400);
    const existing = await staff.byEmail(email);
    // A manager adds and removes sales staff of their own dealers only.
    if (existing && !managedRoles(c.get('person').role).includes(existing.role))
      return c.json({ success: false, error: 'Only an operator can change this person.' }, 403);
    const at = now().getTime();
    if (body?.remove === true) await staff.remove(email, found.site.slug, at);
    else await staff.add(email, 'sales', found.site.slug, c.get('person').email, at);
    const people = await staff.list(found.site.slug);
    return c.json({ success: true, staff: people.map((p) => ({ email: p.email, role: p.role })) });
  });

  app.notFound((c) => notFound(c));
  return app;
}
