import { Hono } from 'hono';
import { csvTable, type CsvValue } from '../../src/domain/csv.ts';
import type { ApiDeps, ApiEnv } from '../context.ts';
import { DEALER_KEY_REQUIRED, holdsDealerKey } from '../dealerKeys.ts';
import { leadDeliveryState, type LeadDeliveryState } from '../delivery/status.ts';
import type { StoredLead } from '../store.ts';

const COLUMNS = [
  'id',
  'created_at',
  'form',
  'category',
  'subcategory',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'message',
  'car_id',
  'location_id',
  'dealership_slug',
  'url',
] as const;

/** A lead with its delivery state, as the export shows it. */
type ExportedLead = StoredLead & { delivery: LeadDeliveryState };

/** The CSV export (src/domain/csv.ts), formula-guarded: dealers open it in a spreadsheet and shoppers typed it. */
function leadsCsv(leads: ExportedLead[]): string {
  const rows = leads.map((lead): CsvValue[] => [
    ...COLUMNS.map((col) => (col in lead ? lead[col as keyof StoredLead] : lead.data[col]) as CsvValue),
    lead.delivery.status,
    lead.delivery.reason ?? lead.delivery.next_attempt_at ?? '',
    lead.data,
  ]);
  return csvTable([...COLUMNS, 'delivery_status', 'delivery_detail', 'data'], rows, { guardFormulas: true });
}

/** GET /api/dealers/:slug/leads?format=csv|json, for the dealer holding that dealer's API key only. */
export function exportRoutes({ store, queue, fleet, keys }: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.get('/:slug/leads', async (c) => {
    const slug = c.req.param('slug');
    const site = fleet.bySlug.get(slug);
    if (!site || !holdsDealerKey(keys, slug, c.req.header('authorization'))) {
      return c.json({ success: false, error: DEALER_KEY_REQUIRED }, 401);
    }
    const leads = await Promise.all(
      (await store.leadsOf(site.websiteId)).map(async (lead) => ({
        ...lead,
        delivery: leadDeliveryState(await queue.ofLead(lead.id)),
      })),
    );
    if (c.req.query('format') === 'csv') {
      c.header('content-type', 'text/csv; charset=utf-8');
      c.header('content-disposition', `attachment; filename="${slug}-leads.csv"`);
      return c.body(leadsCsv(leads));
    }
    return c.json({ success: true, dealer: slug, count: leads.length, leads });
  });
  return app;
}
