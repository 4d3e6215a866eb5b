import { describe, expect, it } from 'vitest';
import { memoryCarReader, noCarReader, type LeadCar } from '../../server/stock/carReader.ts';
import { tokenHash } from '../../server/session.ts';
import { RESERVATION_REFUSALS } from '../../src/domain/reservation.ts';
import { apiHarness } from './apiHarness.ts';

/** A car of a dealership; reservable unless a test changes it. */
const car = (slug: string, dealershipId: number, patch: Partial<LeadCar> = {}): LeadCar => ({
  slug,
  name: '2023 Test Car',
  year: 2023,
  make: 'Test',
  model: 'Car',
  price: 30_000,
  vin: 'VIN',
  stocknum: slug.toUpperCase(),
  dealership_id: dealershipId,
  status: 'in_stock',
  reserved: false,
  preorder: false,
  payment_processors: [{ name: 'stripe', deposit_amount: 500 }],
  ...patch,
});

// sunshine-toyota (101, dealership 1101) gates checkout; adelaide-nissan (105, brand template) does not.
const stock = memoryCarReader([
  car('open-car', 1101),
  car('sold-car', 1101, { status: 'sold' }),
  car('reserved-car', 1101, { reserved: true }),
  car('no-price-car', 1101, { price: 0 }),
  car('no-processor-car', 1101, { payment_processors: [] }),
  car('soon-car', 1101, { status: 'coming_soon', preorder: false }),
  car('nissan-car', 1501),
]);

const reservation = (websiteId: number, carId: string) => ({
  form: 'reservation',
  website_id: websiteId,
  name: 'Al',
  email: 'al@example.com',
  phone: '0412345678',
  postcode: '4558',
  terms: true,
  car_id: carId,
});

async function signedIn(api: ReturnType<typeof apiHarness>, websiteId: number): Promise<Record<string, string>> {
  const token = `token-${websiteId}-${Math.random()}`;
  await api.store.saveSession(tokenHash(token), websiteId, '0412345678', new Date(api.now() + 86_400_000));
  return { authorization: `Bearer ${token}` };
}

const leadCount = async (api: ReturnType<typeof apiHarness>, websiteId: number) =>
  (await api.store.leadsOf(websiteId)).length;

describe('POST /api/leads refuses what the browser refuses for a reservation', () => {
  it('stores a reservation for a reservable car of the dealer from a signed-in shopper', async () => {
    const api = apiHarness({ cars: stock });
    const res = await api.call('POST', '/api/leads', reservation(101, 'open-car'), await signedIn(api, 101));
    expect(res.status).toBe(201);
    expect((await api.store.getLead(String(res.json.lead_id)))?.category).toBe('Reservation');
  });

  it('refuses sold, reserved, unpriced, unpayable and not-pre-orderable cars with 409, storing nothing', async () => {
    const api = apiHarness({ cars: stock });
    const auth = await signedIn(api, 101);
    for (const slug of ['sold-car', 'reserved-car', 'no-price-car', 'no-processor-car', 'soon-car']) {
      const res = await api.call('POST', '/api/leads', reservation(101, slug), auth);
      expect([slug, res.status, res.json.error]).toEqual([slug, 409, RESERVATION_REFUSALS['not-reservable']]);
    }
    expect(await leadCount(api, 101)).toBe(0);
  });

  it("refuses an unknown car and another dealer's car with 404", async () => {
    const api = apiHarness({ cars: stock });
    const auth = await signedIn(api, 101);
    for (const slug of ['no-such-car', 'nissan-car']) {
      const res = await api.call('POST', '/api/leads', reservation(101, slug), auth);
      expect([slug, res.status, res.json.error]).toEqual([slug, 404, RESERVATION_REFUSALS['unknown-car']]);
    }
    expect(await leadCount(api, 101)).toBe(0);
  });

  it('needs a session of this dealer where checkout is gated, and none where it is not', async () => {
    const api = apiHarness({ cars: stock });
    const without = await api.call('POST', '/api/leads', reservation(101, 'open-car'));
    expect([without.status, without.json.error]).toEqual([401, RESERVATION_REFUSALS['sign-in']]);
    const bogus = await api.call('POST', '/api/leads', reservation(101, 'open-car'), { authorization: 'Bearer nope' });
    expect(bogus.status).toBe(401);
    const otherDealer = await api.call('POST', '/api/leads', reservation(101, 'open-car'), await signedIn(api, 105));
    expect(otherDealer.status).toBe(401);
    const expired = await signedIn(api, 101);
    api.advance(2 * 86_400_000);
    expect((await api.call('POST', '/api/leads', reservation(101, 'open-car'), expired)).status).toBe(401);
    const anonymous = await api.call('POST', '/api/leads', reservation(105, 'nissan-car'));
    expect(anonymous.status).toBe(201);
  });

  it('answers 503 with Retry-After when the stock cannot be read, so the browser keeps the lead queued', async () => {
    const api = apiHarness({ cars: noCarReader });
    const res = await api.call('POST', '/api/leads', reservation(105, 'nissan-car'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await leadCount(api, 105)).toBe(0);
  });

  it('replays a stored reservation for its Idempotency-Key even after the car is reserved', async () => {
    const cars = [car('nissan-car', 1501)];
    const api = apiHarness({ cars: memoryCarReader(cars) });
    const key = { 'Idempotency-Key': 'reserve-0001' };
    const first = await api.call('POST', '/api/leads', reservation(105, 'nissan-car'), key);
    cars[0] = car('nissan-car', 1501, { reserved: true });
    const again = await api.call('POST', '/api/leads', reservation(105, 'nissan-car'), key);
    expect([again.status, again.json.lead_id]).toEqual([201, first.json.lead_id]);
    const other = await api.call('POST', '/api/leads', reservation(105, 'nissan-car'), {
      'Idempotency-Key': 'reserve-0002',
    });
    expect(other.status).toBe(409);
  });
});
