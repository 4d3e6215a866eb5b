import { csvTable, type CsvValue } from '../../src/domain/csv.ts';
import { renderAdf } from '../delivery/adf.ts';
import { headline, leadFacts, shopperComments } from '../delivery/content.ts';
import { leadMessage } from '../delivery/dispatch.ts';
import type { DeliveryJob } from '../delivery/jobs.ts';
import { leadKind } from '../delivery/kinds.ts';
import { isoInZone } from '../delivery/localTime.ts';
import type { DeliveryQueue } from '../delivery/queue.ts';
import { leadDeliveryState } from '../delivery/status.ts';
import type { Fleet, FleetSite } from '../fleet.ts';
import type { CarReader } from '../stock/carReader.ts';
import type { LeadStore, StoredLead } from '../store.ts';
import { leadMatches, type LeadFilter, type LeadStatus } from './rules.ts';
import type { StaffTable } from './table.ts';

/** One lead in the console's list: what a sales person scans for. */
export interface LeadRow {
  id: string;
  created_at: string;
  /** Received, in the dealer's local time (ISO with offset). */
  received_local: string;
  kind: string;
  headline: string;
  name: string;
  email: string;
  phone: string;
  car: string;
  location_id: number | null;
  status: LeadStatus;
  delivery: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const zoneOf = (site: FleetSite) => site.contacts.dealer.timeZone;

function rowOf(lead: StoredLead, site: FleetSite, status: LeadStatus, delivery: string): LeadRow {
  const d = lead.data;
  const message = { lead, event: 'created' as const, dealer: { slug: site.slug, name: '', origin: '', fromName: '' } };
  return {
    id: lead.id,
    created_at: lead.created_at,
    received_local: isoInZone(new Date(lead.created_at), zoneOf(site)),
    kind: leadKind(lead.form, lead.category, lead.subcategory),
    headline: headline(message),
    name: `${text(d.name)} ${text(d.last_name)}`.trim(),
    email: text(d.email),
    phone: text(d.phone),
    car: text(d.car_name) || text(d.car_id),
    location_id: typeof d.location_id === 'number' ? d.location_id : null,
    status,
    delivery,
  };
}

/** A dealer's leads, newest first, with their status and delivery state, narrowed by the filter. */
export async function listLeads(
  parts: { store: LeadStore; queue: DeliveryQueue; staff: StaffTable },
  site: FleetSite,
  filter: LeadFilter,
): Promise<LeadRow[]> {
  const leads = (await parts.store.leadsOf(site.websiteId)).reverse();
  const statuses = await parts.staff.statuses(leads.map((l) => l.id));
  const rows: LeadRow[] = [];
  for (const lead of leads) {
    const status = statuses.get(lead.id) ?? 'new';
    const listed = {
      kind: leadKind(lead.form, lead.category, lead.subcategory),
      localDate: isoInZone(new Date(lead.created_at), zoneOf(site)).slice(0, 10),
      locationId: typeof lead.data.location_id === 'number' ? lead.data.location_id : null,
      status,
      haystack: JSON.stringify(lead.data).toLowerCase(),
    };
    if (!leadMatches(listed, filter)) continue;
    rows.push(rowOf(lead, site, status, leadDeliveryState(await parts.queue.ofLead(lead.id)).status));
  }
  return rows;
}

const CSV_COLUMNS = ['id', 'received_local', 'kind', 'headline', 'name', 'email', 'phone', 'car', 'status', 'delivery'];

/** The filtered list as CSV, formula cells guarded (shoppers typed these; dealers open them in a spreadsheet). */
export const leadsCsv = (rows: readonly LeadRow[]) =>
  csvTable(
    CSV_COLUMNS,
    rows.map((r) => CSV_COLUMNS.map((c) => r[c as keyof LeadRow] as CsvValue)),
    { guardFormulas: true },
  );

/** The lead as the message a sender builds for it: the facts the dealer's email shows, and its ADF/XML. */
async function messageOf(parts: { store: LeadStore; fleet: Fleet; cars: CarReader }, lead: StoredLead) {
  const job = { lead_id: lead.id, website_id: lead.website_id, event: 'created', lead } as unknown as DeliveryJob;
  return leadMessage(parts.store, parts.fleet, parts.cars, job);
}

/** One lead whole: the dealer email's facts, the shopper's words, its deliveries, status and notes. */
export async function leadDetail(
  parts: { store: LeadStore; queue: DeliveryQueue; staff: StaffTable; fleet: Fleet; cars: CarReader },
  site: FleetSite,
  lead: StoredLead,
) {
  const message = await messageOf(parts, lead);
  const jobs = await parts.queue.ofLead(lead.id);
  const status = (await parts.staff.statuses([lead.id])).get(lead.id) ?? 'new';
  const zone = zoneOf(site);
  const local = (ms: number | null) => (ms === null ? null : isoInZone(new Date(ms), zone));
  return {
    ...rowOf(lead, site, status, leadDeliveryState(jobs).status),
    facts: message ? leadFacts(message).map(([label, value]) => ({ label, value })) : [],
    message: shopperComments(lead.data),
    deliveries: jobs
      .filter((j) => j.payload === null || j.channel !== 'sms')
      .map((j) => ({
        channel: j.channel,
        target: j.target,
        event: j.event,
        status: j.status,
        attempts: j.attempts,
        sent_at: local(j.sent_at),
        last_error: j.last_error,
      })),
    notes: (await parts.staff.notes(lead.id)).map((n) => ({ ...n, at: local(n.at) })),
  };
}

/** The lead's ADF/XML, as its CRM delivery carries it. */
export async function leadAdf(parts: { store: LeadStore; fleet: Fleet; cars: CarReader }, lead: StoredLead) {
  const message = await messageOf(parts, lead);
  return message ? renderAdf(message) : null;
}
