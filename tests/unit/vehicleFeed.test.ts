import { describe, expect, it } from 'vitest';
import { feedCsv, feedRows, feedXml, type FeedStore } from '../../src/domain/vehicleFeed.ts';
import { carFixture } from '../fixtures/car.ts';

const store: FeedStore = {
  code: '1021',
  name: 'Harbour Mazda, "Broadmeadow"',
  street: '1 Pacific Hwy',
  city: 'Broadmeadow',
  state: 'nsw',
  postcode: '2292',
};
const origin = 'https://www.example.com.au';
const car = carFixture({
  slug: 'a-car',
  price: 13490,
  km: 143810,
  images: [{ url: '/stock-photos/ute-1.svg' }, { url: '/stock-photos/ute-2.svg' }],
});

describe('vehicle listings feed', () => {
  const [row] = feedRows([car, carFixture({ price: 0 }), carFixture({ status: 'sold' })], () => store, origin, 'AUD');

  it('lists only cars with a shown price that are not sold, with absolute links', () => {
    expect(row).toMatchObject({
      vin: car.vin,
      store_code: '1021',
      dealership_address: '1 Pacific Hwy, Broadmeadow NSW 2292',
      price: '13490.00 AUD',
      condition: 'used',
      mileage: '143810 km',
      image_link: 'https://www.example.com.au/stock-photos/ute-1.svg',
      additional_image_link: 'https://www.example.com.au/stock-photos/ute-2.svg',
      link: 'https://www.example.com.au/cars/a-car/',
    });
    expect(
      feedRows([car, carFixture({ price: 0 }), carFixture({ status: 'sold' })], () => store, origin, 'AUD'),
    ).toHaveLength(1);
  });

  it('quotes CSV cells with commas and quotes', () => {
    const csv = feedCsv([row!]);
    expect(csv.split('\r\n')[0]).toBe(
      'vin,store_code,dealership_name,dealership_address,price,condition,make,model,trim,year,mileage,image_link,additional_image_link,link',
    );
    expect(csv).toContain(',"Harbour Mazda, ""Broadmeadow""",');
  });

  it('escapes XML text', () => {
    expect(feedXml([row!], 'Stock & more')).toContain(
      '<dealership_name>Harbour Mazda, &quot;Broadmeadow&quot;</dealership_name>',
    );
    expect(feedXml([row!], 'Stock & more')).toContain('<listings title="Stock &amp; more">');
  });
});
