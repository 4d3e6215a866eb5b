import { FINANCE_PROVIDERS } from '../../src/domain/flags.ts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car, FinanceProvider } from '../../src/domain/car.ts';
import { CATALOG, newPrice } from '../../scripts/stock/catalog.ts';
import { generateStock, syntheticProfiles, type StockProfile } from '../../scripts/stock/generateStock.ts';
import { photoFileName, vehicleClass, writePhotos } from '../../scripts/stock/photos.ts';
import { renderPhoto } from '../../src/imagery/photo.ts';

const NOW = new Date('2026-03-15T00:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const DAY = 86400;
const PROVIDERS: readonly FinanceProvider[] = FINANCE_PROVIDERS;

function site(slug: string, id: number, count: number, overrides: Partial<StockProfile>): StockProfile {
  return {
    siteSlug: slug,
    count,
    dealerships: [{ id, slug, name: `${slug} dealership` }],
    locations: [
      {
        id: id * 10,
        dealershipId: id,
        name: 'Brisbane Sales',
        slug: 'brisbane',
        city: 'Brisbane',
        state: 'qld',
        postcode: '4000',
        phone: '(07) 3100 1000',
      },
      {
        id: id * 10 + 1,
        dealershipId: id,
        name: 'Perth Sales',
        slug: 'perth',
        city: 'Perth',
        state: 'wa',
        postcode: '6000',
        phone: '(08) 9100 1000',
      },
    ],
    newMakes: ['Toyota'],
    carTypes: { new: 4, used: 5, demo: 1 },
    itemTypes: { car: 1, motorcycle: 0, caravan: 0 },
    financeProviders: ['taurus'],
    ...overrides,
  };
}

const PROFILES: StockProfile[] = [
  site('metro-toyota', 1, 700, { financeProviders: ['taurus', 'manual'] }),
  site('coast-group', 2, 550, { newMakes: ['Nissan', 'Mazda', 'Kia'], financeProviders: ['nissan_finance', 'angle'] }),
  site('value-used', 3, 400, {
    newMakes: [],
    carTypes: { new: 0, used: 1, demo: 0 },
    financeProviders: ['360_finance'],
  }),
  site('bike-shed', 4, 250, {
    newMakes: ['Yamaha', 'Kawasaki'],
    itemTypes: { car: 1, motorcycle: 4, caravan: 0 },
    financeProviders: ['powertorque'],
  }),
  site('van-world', 5, 250, {
    newMakes: ['Jayco', 'Avan'],
    itemTypes: { car: 0, motorcycle: 0, caravan: 1 },
    financeProviders: ['ausloans'],
  }),
];

const modelOf = (car: Car) =>
  CATALOG.find((model) => model.make === car.make && model.model === car.model && model.itemType === car.item_type);

describe('generateStock', () => {
  let cars: Car[];

  beforeAll(() => {
    cars = generateStock(PROFILES, { seed: 42, now: NOW });
  });

  // How fast it runs is a figure the build prints ("Seeded 2320 sample cars in 7.3 s"), not a test.
  it('generates a realistic set of 5 sites', () => {
    expect(cars.length).toBeGreaterThanOrEqual(2000);
  });

  it('titles a listing without saying a word twice in a row ("e:HEV RS" of the RS series)', () => {
    const repeated = cars.map((car) => car.carsales_title).filter((title) => /(^|\s)(\S+)\s+\2(\s|$)/i.test(title));
    expect(repeated).toEqual([]);
    const crv = cars.find((car) => car.model === 'CR-V' && car.badge === 'e:HEV RS');
    expect(crv?.carsales_title).toMatch(/^\d{4} Honda CR-V e:HEV RS (Auto|Manual) FWD$/);
  });

  it('is deterministic for the same seed and differs for another seed', () => {
    expect(generateStock(PROFILES, { seed: 42, now: NOW })).toEqual(cars);
    expect(generateStock(PROFILES, { seed: 43, now: NOW })).not.toEqual(cars);
    // Two whole demo stocks: over 5 s on the shared 2-core machine under load.
  }, 30_000);

  it('covers every status, car type, item type and finance provider', () => {
    expect(new Set(cars.map((car) => car.status))).toEqual(new Set(['in_stock', 'coming_soon', 'sold']));
    expect(new Set(cars.map((car) => car.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    expect(new Set(cars.map((car) => car.item_type))).toEqual(new Set(['car', 'motorcycle', 'caravan']));
    const providers = new Set(cars.flatMap((car) => Object.keys(car.finance_lenders)));
    expect([...providers].sort()).toEqual([...PROVIDERS].sort());
  });

  it('puts sold dates both inside and outside the 3-day window, after listing and within 30 days', () => {
    const sold = cars.filter((car) => car.status === 'sold');
    for (const car of sold) {
      expect(car.sold).toBe(true);
      expect(car.sold_date_timestamp).not.toBeNull();
      expect(car.sold_date_timestamp!).toBeLessThanOrEqual(NOW_SECONDS);
      expect(car.sold_date_timestamp!).toBeGreaterThanOrEqual(NOW_SECONDS - 30 * DAY);
      expect(car.sold_date_timestamp!).toBeGreaterThan(car.created_at_timestamp);
    }
    expect(sold.some((car) => car.sold_date_timestamp! > NOW_SECONDS - 3 * DAY)).toBe(true);
    expect(sold.some((car) => car.sold_date_timestamp! < NOW_SECONDS - 3 * DAY)).toBe(true);
    expect(cars.filter((car) => car.status !== 'sold').every((car) => car.sold_date_timestamp === null)).toBe(true);
  });

  it('gives every site a recently sold car, an older sale and a coming-soon car', () => {
    for (const profile of PROFILES) {
      const own = cars.filter((car) => car.dealership_id === profile.dealerships[0]?.id);
      expect(
        own.some((car) => car.sold_date_timestamp !== null && car.sold_date_timestamp > NOW_SECONDS - 3 * DAY),
      ).toBe(true);
      expect(
        own.some((car) => car.sold_date_timestamp !== null && car.sold_date_timestamp < NOW_SECONDS - 3 * DAY),
      ).toBe(true);
      expect(own.some((car) => car.status === 'coming_soon')).toBe(true);
    }
  });

  it('has unique ids, slugs and stock numbers, URL-safe slugs and valid VINs', () => {
    expect(new Set(cars.map((car) => car.id)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.slug)).size).toBe(cars.length);
    expect(new Set(cars.map((car) => car.stocknum)).size).toBe(cars.length);
    for (const car of cars) {
      expect(car.slug).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.slug.endsWith(car.stocknum.toLowerCase())).toBe(true);
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
  });

  it('keeps price, year and km coherent with the car type', () => {
    const year = NOW.getUTCFullYear();
    for (const car of cars) {
      const model = modelOf(car);
      expect(model, car.name).toBeDefined();
      if (model === undefined) continue;
      if (car.car_type === 'new') {
        expect(car.km).toBeLessThanOrEqual(50);
        expect(car.year).toBe(year);
      } else if (car.car_type === 'demo') {
        expect(car.km).toBeLessThanOrEqual(9000);
        expect(car.year).toBeGreaterThanOrEqual(year - 1);
      } else {
        expect(car.year).toBeLessThan(year);
        expect(car.price).toBeLessThan(newPrice(model, car.badge));
      }
      if (car.car_type !== 'new') expect(car.price).toBeLessThan(newPrice(model, car.badge));
    }
    expect(cars.some((car) => car.price === 0)).toBe(true);
    expect(cars.filter((car) => car.price === 0).every((car) => car.price_range === null)).toBe(true);
  });

  it('older used cars are cheaper than newer ones of the same badge on average', () => {
    const hilux = cars.filter((car) => car.car_type === 'used' && car.model === 'HiLux' && car.price > 0);
    const average = (list: Car[]) => list.reduce((sum, car) => sum + car.price, 0) / Math.max(1, list.length);
    const old = hilux.filter((car) => car.year <= NOW.getUTCFullYear() - 7);
    const recent = hilux.filter((car) => car.year >= NOW.getUTCFullYear() - 3);
    expect(old.length).toBeGreaterThan(0);
    expect(average(old)).toBeLessThan(average(recent));
  });

  it('keeps flags coherent with status and type', () => {
    for (const car of cars) {
      if (car.reserved) expect(car.status).not.toBe('sold');
      if (car.preorder) expect([car.status, car.car_type]).toEqual(['coming_soon', 'new']);
      if (car.certified) {
        expect([car.car_type, car.make]).toEqual(['used', 'Toyota']);
        expect(car.year).toBeGreaterThan(NOW.getUTCFullYear() - 5);
      }
      if (car.car_type === 'new') expect(car.regplate).toBeNull();
      else expect(car.regplate).toMatch(/^[A-Z0-9]{5,7}$/);
      expect(car.has_file).toBe(car.file !== null);
    }
    for (const flag of ['reserved', 'preorder', 'certified', 'show_on_dealer_website'] as const) {
      expect(new Set(cars.map((car) => car[flag]))).toEqual(new Set([true, false]));
    }
    expect(cars.some((car) => car.tag !== null)).toBe(true);
    expect(cars.some((car) => car.before_price !== null && car.before_price > car.price)).toBe(true);
    expect(cars.some((car) => car.subscription_price !== null)).toBe(true);
    expect(cars.some((car) => car.offer_price !== null)).toBe(true);
    expect(cars.some((car) => car.dealercomments === '')).toBe(true);
    expect(cars.some((car) => car.dealercomments.includes('|'))).toBe(true);
  });

  it('has caravan specs only on caravans and motorcycle-shaped motorcycles', () => {
    for (const car of cars) {
      const specs = [
        car.body_width,
        car.body_length,
        car.tare_weight,
        car.axle_type,
        car.sleeps,
        car.aggregate_trailer_mass,
      ];
      if (car.item_type === 'caravan') expect(specs.every((value) => value !== null)).toBe(true);
      else expect(specs.every((value) => value === null)).toBe(true);
      if (car.item_type === 'motorcycle') {
        expect(car.seats).toBeGreaterThanOrEqual(1);
        expect(car.seats).toBeLessThanOrEqual(2);
        expect(car.doors).toBe(0);
      }
    }
  });

  it('lists some cars within the last 8 days and none in the future or past 120 days', () => {
    expect(cars.some((car) => car.created_at_timestamp > NOW_SECONDS - 8 * DAY)).toBe(true);
    for (const car of cars) {
      expect(car.created_at_timestamp).toBeLessThanOrEqual(NOW_SECONDS);
      expect(car.created_at_timestamp).toBeGreaterThanOrEqual(NOW_SECONDS - 120 * DAY);
      expect(Date.parse(car.created_at) / 1000).toBe(car.created_at_timestamp);
    }
  });

  it('computes finance for every provider of the site, with payments only when priced', () => {
    for (const car of cars) {
      const profile = PROFILES.find((candidate) => candidate.dealerships[0]?.id === car.dealership_id);
      expect(Object.keys(car.finance_lenders).sort()).toEqual([...(profile?.financeProviders ?? [])].sort());
      for (const lender of Object.values(car.finance_lenders)) {
        if (car.price === 0 || lender.interestRate === null) expect(lender.paymentWeek).toBeNull();
        if (lender.interestRate !== null && lender.comparisonRate !== null) {
          expect(lender.comparisonRate).toBeGreaterThan(lender.interestRate);
        }
        if (car.price > 0 && lender.paymentWeek !== null && lender.paymentMonth !== null) {
          expect(lender.paymentMonth).toBeGreaterThan(lender.paymentWeek * 4);
          expect(lender.paymentMonth).toBeLessThan(lender.paymentWeek * 5);
        }
      }
    }
    const lenders = cars.flatMap((car) => Object.values(car.finance_lenders));
    expect(lenders.some((lender) => lender.interestRate === null)).toBe(true);
    expect(
      cars.some((car) => car.finance_lenders.angle?.deposit !== undefined && car.finance_lenders.angle.termYears === 5),
    ).toBe(true);
  });

  it('values some cars more than $499 above their price (below-market badge)', () => {
    const below = cars.filter(
      (car) => (car.autograb_data?.average_market_price ?? 0) - car.price > 499 && car.price > 0,
    );
    expect(below.length).toBeGreaterThan(0);
  });

  it('gives each car 3–8 photos on the image host (JPEG originals of the drawings), the first as primary', () => {
    for (const car of cars) {
      expect(car.images.length).toBeGreaterThanOrEqual(3);
      expect(car.images.length).toBeLessThanOrEqual(8);
      expect(car.photos_count).toBe(car.images.length);
      expect(car.primary_image_url).toBe(car.images[0]?.url);
      expect(car.thumbnails).toEqual(car.images.map((image) => image.url));
      const model = CATALOG.find((entry) => entry.make === car.make && entry.model === car.model);
      expect(model).toBeDefined();
      if (model === undefined) continue;
      expect(car.primary_image_url).toBe(
        `/img/stock-photos/${photoFileName(vehicleClass(model), car.colour, 1).replace('.svg', '.jpg')}`,
      );
      // The angles in turn: front 3/4, side, rear 3/4, interior, low front 3/4, then again.
      expect(car.images.map((image) => Number(/-(\d)\.jpg$/.exec(image.url)?.[1]))).toEqual(
        [1, 2, 3, 4, 5, 1, 2, 3].slice(0, car.images.length),
      );
    }
  });
});

describe('syntheticProfiles', () => {
  it('is deterministic, named fleet-NNN and generates the requested count', () => {
    const profiles = syntheticProfiles(12, 30);
    expect(profiles).toEqual(syntheticProfiles(12, 30));
    expect(profiles.map((profile) => profile.siteSlug).slice(0, 2)).toEqual(['fleet-001', 'fleet-002']);
    expect(generateStock(profiles, { seed: 7, now: NOW })).toHaveLength(360);
  });
});

describe('stock photos', () => {
  it('renders a deterministic, sized SVG under 12 KB', () => {
    for (const family of ['suv-medium', 'ute', 'motorcycle-cruiser', 'caravan'] as const) {
      for (const view of [1, 2, 3, 4, 5] as const) {
        const svg = renderPhoto(family, '#a3151f', view);
        expect(svg).toBe(renderPhoto(family, '#a3151f', view));
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="800" viewBox="0 0 1200 800">/,
        );
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(svg.length).toBeLessThan(12 * 1024);
      }
    }
  });

  it('names files by vehicle class, paint and view', () => {
    expect(photoFileName('ute', 'Glacier White', 2)).toBe('ute-glacier-white-2.svg');
    expect(photoFileName('motorhome', 'Deep Blue', 4)).toBe('motorhome-deep-blue-4.svg');
  });

  it('writes one file per family, paint and view, covering every generated image', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stock-photos-'));
    try {
      const written = await writePhotos(dir);
      const files = new Set(await readdir(dir));
      expect(files.size).toBe(written);
      const cars = generateStock(
        PROFILES.map((profile) => ({ ...profile, count: 40 })),
        { seed: 1, now: NOW },
      );
      for (const url of cars.flatMap((car) => car.images.map((image) => image.url))) {
        expect(url).toMatch(/^\/img\/stock-photos\/[a-z0-9-]+\.jpg$/);
        expect(files.has(url.replace('/img/stock-photos/', '').replace('.jpg', '.svg'))).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
