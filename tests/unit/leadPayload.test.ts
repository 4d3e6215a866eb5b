import { describe, expect, it } from 'vitest';
import { leadEventId } from '../../src/api/leadEventId.ts';
import { EVENT_IDS } from '../../src/api/leadEvents.ts';
import { parseMoney, toLeadPayload, withVisit } from '../../src/api/leadPayload.ts';
import { publicLeadApiUrl } from '../../src/config/publicLeadApi.ts';
import { formCar } from '../fixtures/formCar.ts';

const car = formCar;

describe('lead payload', () => {
  it('collects ticked options into additional_services and drops *_radio_options and empty fields (SPEC §5)', () => {
    expect(
      toLeadPayload({
        name: 'Jo',
        'option:Tyres': true,
        'option:Brakes': false,
        'option:Battery': true,
        contact_radio_options: 'Phone',
        message: '',
      }),
    ).toEqual({ name: 'Jo', additional_services: ['Tyres', 'Battery'] });
  });

  it('adds url, source, user agent, the car and lead_attributes on the first step (SPEC §7)', () => {
    const visit = {
      url: 'https://x.test/enquiry',
      userAgent: 'UA',
      visitedPages: ['/', '/enquiry'],
      linkedQueryParams: { utm_source: 'mail' },
    };
    expect(withVisit({ name: 'Jo' }, visit, car)).toEqual({
      name: 'Jo',
      url: 'https://x.test/enquiry',
      page_id: '/enquiry',
      source: 'Website',
      user_agent: 'UA',
      car_id: '2024-kia-sportage-u1',
      car_dealership_id: 1203,
      dealership_slug: 'harbour-kia',
      location_id: 1023,
      location: 'Harbour Kia Newcastle',
      car_type: 'used',
      vehicle_status: 'in_stock',
      stock_number: 'U1',
      manufacturer_slug: 'kia',
      'Vehicle Make': 'Kia',
      'Vehicle Model': 'Sportage',
      lead_attributes: { visited_pages: ['/', '/enquiry'], linked_query_params: { utm_source: 'mail' } },
    });
  });

  it('reads dollar amounts as people type them, keeping cents (never changing the amount)', () => {
    expect(parseMoney('$25,500')).toBe(25500);
    expect(parseMoney('25000.50')).toBe(25000.5);
    expect(parseMoney('0.50')).toBe(0.5);
    expect(parseMoney('$1,000.05')).toBe(1000.05);
    expect(parseMoney('lots')).toBeNull();
    expect(parseMoney('about 30k')).toBeNull();
    expect(parseMoney('12.345')).toBeNull();
  });

  it('maps forms to the analytics ids of SPEC §7', () => {
    expect(leadEventId('enquiry', { ...car, carType: 'new' })).toBe(14);
    expect(leadEventId('enquiry', { ...car, carType: 'demo' })).toBe(14);
    expect(leadEventId('quick-enquiry', car)).toBe(15);
    expect(leadEventId('test-drive', { ...car, carType: 'new' })).toBe(17);
    expect(leadEventId('test-drive', { ...car, tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId('test-drive', car)).toBe(48);
    expect(leadEventId('general-enquiry', null)).toBe(22);
    expect(leadEventId('careers', null)).toBe(51);
    expect(EVENT_IDS.offerAccepted).toBe(18);
  });

  it('takes the lead API origin from PUBLIC_LEAD_API_URL, else the local port', () => {
    expect(publicLeadApiUrl({ PUBLIC_LEAD_API_URL: 'https://leads.example.com.au/' })).toBe(
      'https://leads.example.com.au',
    );
    expect(publicLeadApiUrl({ LEAD_API_PORT: 8750 })).toBe('http://127.0.0.1:8750');
    expect(publicLeadApiUrl({})).toBe('http://127.0.0.1:8787');
  });
});
