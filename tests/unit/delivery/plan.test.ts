import { describe, expect, it } from 'vitest';
import { leadKind } from '../../../server/delivery/kinds.ts';
import { planDeliveries, supersededByAcceptance } from '../../../server/delivery/plan.ts';
import type { LeadDeliverySettings } from '../../../src/config/areas/leadDelivery.ts';

const defaults = {
  recipients: ['leads@dealer.example'],
  dealerships: [
    { id: 1201, slug: 'north' },
    { id: 1202, slug: 'south' },
  ],
  locations: [
    { id: 11, dealershipSlug: 'north' },
    { id: 12, dealershipSlug: 'south' },
  ],
};
const settings = (s: Partial<LeadDeliverySettings>): LeadDeliverySettings => ({
  recipients: [],
  adfAttachment: true,
  webhooks: [],
  ...s,
});
const lead = (
  form: string,
  category: string,
  data: Record<string, unknown> = {},
  subcategory: string | null = null,
) => ({
  id: 'lead-1',
  form,
  category,
  subcategory,
  data,
});
const targets = (plan: ReturnType<typeof planDeliveries>) =>
  plan.map((p) => `${p.channel}:${p.target}${p.crm ? ':crm' : ''}`);

describe('lead kind', () => {
  it.each([
    ['enquiry', 'Vehicle Enquiry', null, 'sales'],
    ['quick-enquiry', 'Vehicle Enquiry', 'Quick Enquiry', 'sales'],
    ['request-photos', 'Vehicle Enquiry', 'Request Photos', 'sales'],
    ['test-drive', 'Test Drive', null, 'test-drive'],
    ['make-offer', 'Make an Offer', null, 'offer'],
    ['finance', 'Finance Enquiry', null, 'finance'],
    ['trade-in', 'Trade-In', '3. Offer Accepted', 'trade-in'],
    ['service', 'Service Enquiry', null, 'service'],
    ['careers', 'General Enquiry', 'Career Enquiry', 'careers'],
    ['fleet', 'Fleet Enquiry', null, 'fleet'],
    ['reservation', 'Reservation', null, 'reservation'],
    ['general-enquiry', 'Sales Enquiry', null, 'sales'],
    ['general-enquiry', 'Parts Enquiry', null, 'parts'],
    ['general-enquiry', 'Service Enquiry', null, 'service'],
    ['general-enquiry', 'Finance Enquiry', null, 'finance'],
    ['general-enquiry', 'General Enquiry', 'Career Enquiry', 'careers'],
    ['general-enquiry', 'Feedback', null, 'general'],
    ['general-enquiry', 'General Enquiry', null, 'general'],
    // A category no select offers (a fleet enquiry is its own form) or an older stored one.
    ['general-enquiry', 'Fleet Enquiry', null, 'general'],
    ['general-enquiry', 'constructor', null, 'general'],
  ])('%s / %s / %s is %s', (form, category, subcategory, kind) => {
    expect(leadKind(form, category, subcategory)).toBe(kind);
  });
});

describe('delivery plan', () => {
  const routed = settings({
    recipients: [
      { email: 'finance@dealer.example', kinds: ['finance'], locations: [], dealerships: [], crm: false },
      {
        email: 'north.sales@dealer.example',
        kinds: ['sales', 'offer'],
        locations: [],
        dealerships: ['north'],
        crm: false,
      },
      { email: 'service.south@dealer.example', kinds: ['service'], locations: [12], dealerships: [], crm: false },
      { email: 'crm@dealer.example', kinds: [], locations: [], dealerships: [], crm: true },
    ],
    webhooks: [
      { url: 'https://crm.example/hook', kinds: [] },
      { url: 'https://finance.example/hook', kinds: ['finance'] },
    ],
  });

  it('routes by kind, by dealership (car dealership id, slug or location) and by location', () => {
    expect(targets(planDeliveries(lead('finance', 'Finance Enquiry'), 'created', routed, defaults))).toEqual([
      'email:finance@dealer.example',
      'email:crm@dealer.example:crm',
      'webhook:https://crm.example/hook',
      'webhook:https://finance.example/hook',
    ]);
    const northCar = lead('make-offer', 'Make an Offer', { car_dealership_id: 1201 });
    expect(targets(planDeliveries(northCar, 'created', routed, defaults)).slice(0, 2)).toEqual([
      'email:north.sales@dealer.example',
      'email:crm@dealer.example:crm',
    ]);
    const northBySlug = lead('general-enquiry', 'Sales Enquiry', { dealership_slug: 'north' });
    expect(targets(planDeliveries(northBySlug, 'created', routed, defaults))[0]).toBe(
      'email:north.sales@dealer.example',
    );
    const northByLocation = lead('enquiry', 'Vehicle Enquiry', { location_id: 11 });
    expect(targets(planDeliveries(northByLocation, 'created', routed, defaults))[0]).toBe(
      'email:north.sales@dealer.example',
    );
    const southService = lead('service', 'Service Enquiry', { location_id: 12 });
    expect(targets(planDeliveries(southService, 'created', routed, defaults))[0]).toBe(
      'email:service.south@dealer.example',
    );
  });

  it('falls back to the default recipients when no person matches, even when a CRM inbox does', () => {
    const southCar = lead('enquiry', 'Vehicle Enquiry', { car_dealership_id: 1202 });
    expect(targets(planDeliveries(southCar, 'created', routed, defaults)).filter((t) => t.startsWith('email'))).toEqual(
      ['email:crm@dealer.example:crm', 'email:leads@dealer.example'],
    );
    const northService = lead('service', 'Service Enquiry', { location_id: 11 });
    expect(targets(planDeliveries(northService, 'created', routed, defaults))).toContain('email:leads@dealer.example');
    expect(targets(planDeliveries(lead('careers', 'General Enquiry'), 'created', settings({}), defaults))).toEqual([
      'email:leads@dealer.example',
    ]);
  });

  it('sends one message per address, whatever its case or how often it is listed', () => {
    const twice = settings({
      recipients: [
        { email: 'Sales@Dealer.example', kinds: [], locations: [], dealerships: [], crm: false },
        { email: 'sales@dealer.example', kinds: ['sales'], locations: [], dealerships: [], crm: false },
      ],
    });
    expect(targets(planDeliveries(lead('enquiry', 'Vehicle Enquiry'), 'created', twice, defaults))).toEqual([
      'email:sales@dealer.example',
    ]);
  });

  it('gives each lead, event and receiver one stable id', () => {
    const a = planDeliveries(lead('finance', 'Finance Enquiry'), 'created', routed, defaults);
    const b = planDeliveries(lead('finance', 'Finance Enquiry'), 'created', routed, defaults);
    expect(a.map((p) => p.id)).toEqual(b.map((p) => p.id));
    expect(new Set(a.map((p) => p.id)).size).toBe(a.length);
    const accepted = planDeliveries(lead('finance', 'Finance Enquiry'), 'offer-accepted', routed, defaults);
    expect(accepted.map((p) => p.id).filter((id) => a.some((p) => p.id === id))).toEqual([]);
    const other = planDeliveries({ ...lead('finance', 'Finance Enquiry'), id: 'lead-2' }, 'created', routed, defaults);
    expect(other.map((p) => p.id).filter((id) => a.some((p) => p.id === id))).toEqual([]);
  });

  it('holds only the valuation update email ten minutes; the lead, the acceptance and webhooks go at once', () => {
    const hooked = settings({ webhooks: [{ url: 'https://crm.dealer.example/hooks', kinds: [] }] });
    const trade = lead('trade-in', 'Trade-In', {}, '1. Valuation Requested');
    const holds = (event: 'created' | 'valuation-completed' | 'offer-accepted') =>
      planDeliveries(trade, event, hooked, defaults).map((p) => `${p.channel} ${String(p.holdMs)}`);
    expect(holds('created')).toEqual(['email undefined', 'webhook undefined']);
    expect(holds('valuation-completed')).toEqual(['email 600000', 'webhook undefined']);
    expect(holds('offer-accepted')).toEqual(['email undefined', 'webhook undefined']);
  });

  it('counts a valuation update email as carried by the acceptance once the offer is accepted', () => {
    expect(supersededByAcceptance({ event: 'valuation-completed', channel: 'email' }, '3. Offer Accepted')).toBe(true);
    expect(supersededByAcceptance({ event: 'valuation-completed', channel: 'email' }, '1. Valuation Requested')).toBe(
      false,
    );
    expect(supersededByAcceptance({ event: 'valuation-completed', channel: 'webhook' }, '3. Offer Accepted')).toBe(
      false,
    );
    expect(supersededByAcceptance({ event: 'offer-accepted', channel: 'email' }, '3. Offer Accepted')).toBe(false);
    expect(supersededByAcceptance({ event: 'created', channel: 'email' }, '3. Offer Accepted')).toBe(false);
  });
});
