import type { LeadMessage } from '../../../server/delivery/content.ts';
import type { DeliveryJob } from '../../../server/delivery/queue.ts';

/** A stored car enquiry as the renderers see it, with every field a shopper can fill. */
export function carLeadMessage(data: Record<string, unknown> = {}, extra: Partial<LeadMessage> = {}): LeadMessage {
  return {
    lead: {
      id: '7d1c0e7e-1111-4c5e-9a51-0a6b8f7d2c11',
      form: 'make-offer',
      category: 'Make an Offer',
      subcategory: null,
      created_at: '2026-03-02T01:00:00.000Z',
      data: {
        name: 'Jo',
        last_name: 'Citizen',
        email: 'jo@example.com',
        phone: '0412 345 678',
        postcode: '2300',
        message: 'Is it still available?\nI can come Saturday.',
        car_id: '2021-mazda-cx-5-maxx-sport-m1234',
        'Vehicle Make': 'Mazda',
        'Vehicle Model': 'CX-5',
        stock_number: 'M1234',
        car_type: 'used',
        offer_amount: 30500,
        url: 'https://www.harbourautogroup.com.au/cars/2021-mazda-cx-5-maxx-sport-m1234',
        ...data,
      },
    },
    event: 'created',
    car: {
      slug: '2021-mazda-cx-5-maxx-sport-m1234',
      name: 'Mazda CX-5 Maxx Sport',
      year: 2021,
      make: 'Mazda',
      model: 'CX-5',
      price: 32990,
      vin: 'JM0KF4W7A00123456',
      stocknum: 'M1234',
      dealership_id: 1201,
      status: 'in_stock',
      reserved: false,
      preorder: false,
      payment_processors: [],
      badge: 'Maxx Sport',
      km: 45210,
      colour: 'Soul Red',
      simple_body: 'suv',
      trans: '6 Speed Automatic',
    },
    place: { dealership: 'Harbour Mazda', location: 'Harbour Mazda' },
    contact: {
      phone: '02 4961 0000',
      street: '178 Lambton Road',
      city: 'Broadmeadow',
      state: 'NSW',
      postcode: '2292',
      timeZone: 'Australia/Sydney',
    },
    dealer: {
      slug: 'harbour-auto-group',
      name: 'Harbour Auto Group',
      origin: 'https://www.harbourautogroup.com.au',
      fromName: 'Harbour Auto Group',
    },
    ...extra,
  };
}

/** Values shoppers have typed to break out of a header, a tag or an attribute. */
export const HOSTILE_TEXTS = [
  'Jo\r\nBcc: victim@example.net',
  'Jo\nX-Injected: yes',
  'Jo\rSubject: free money',
  'Jo%0d%0aBcc: encoded@example.net',
  'Jo\u2028Bcc: separator@example.net',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "</name><evil>&amp;</evil><name part='x'>",
  ']]><!-- -->',
  'Jo \u0000\u0007\u001b nul',
];

/** A claimed lead email job of website 102, queued at 0 and leased until 60 s, with `fields` over it. */
export function deliveryJob(fields: Partial<DeliveryJob> = {}): DeliveryJob {
  return {
    id: 'd1',
    lead_id: 'lead',
    website_id: 102,
    event: 'created',
    channel: 'email',
    target: 'sales@example.com',
    crm: false,
    payload: null,
    status: 'sending',
    attempts: 1,
    queued_at: 0,
    next_at: 0,
    lease_until: 60_000,
    last_error: null,
    sent_at: null,
    max_age_ms: null,
    ...fields,
  };
}
