import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealerConfigSchema } from '../../src/config/dealerSchema.ts';
import { formatDealerIssue, toDealerIssues } from '../../src/config/formatIssues.ts';
import { dealerInput } from '../fixtures/dealerInput.ts';

const problems = (input: unknown): string[] => {
  const result = v.safeParse(DealerConfigSchema, input);
  return result.success ? [] : toDealerIssues('test-motors', 'dealer.json', result.issues).map(formatDealerIssue);
};
const parse = (input: unknown) => v.parse(DealerConfigSchema, input);
const line = (path: string, rest: string) => `dealer "test-motors": dealer.json ${path}: ${rest}`;

describe('dealer config: templates and derived values', () => {
  it('fills every flag from the group template and derives locale, currency and phones', () => {
    const config = parse(dealerInput());
    expect(config.flags.search.includeSoldCarsDays).toBe(3);
    expect(config.flags.tags.newTagText).toBe('New Arrival');
    expect(config.flags.routes.reservePath).toBe('checkout');
    expect(config.flags.finance.calculatorRate).toBe(10);
    expect(config.locale).toBe('en-AU');
    expect(config.distanceUnit).toBe('km');
    expect(config.currency).toBe('AUD');
    expect(config.defaultState).toBe('qld');
    expect(config.phones).toEqual({ new: '07 3000 1234', used: '07 3000 1234', demo: '07 3000 1234' });
    expect(config.dealershipId).toBe(9001);
    expect(config.isGroup).toBe(false);
  });

  it('takes Toyota defaults from the toyota template (8.5% calculator rate, electrified tags)', () => {
    const config = parse(dealerInput({ template: 'toyota', manufacturer: { name: 'Toyota' } }));
    expect(config.flags.finance.calculatorRate).toBe(8.5);
    expect(config.flags.tags.electrifiedTags).toBe(true);
    expect(config.flags.content.modelOrder).toBe('toyota-priority');
    expect(config.isSingleBrand).toBe(true);
  });

  it('makes the used template used-only with online purchase and the watchlist', () => {
    const config = parse(dealerInput({ template: 'used' }));
    expect(config.flags.search.usedOnly).toBe(true);
    expect(config.flags.routes.onlinePurchase).toBe(true);
    expect(config.flags.vehicle.watchlist).toBe(true);
    expect(config.flags.vehicle.compareFavouriteRule).toBe('used-priced-with-image');
  });

  it('lets a dealer override one flag and keeps the rest of the template', () => {
    const config = parse(
      dealerInput({
        template: 'toyota',
        manufacturer: { name: 'Toyota' },
        flags: { tags: { newTagText: 'JUST ARRIVED' } },
      }),
    );
    expect(config.flags.tags.newTagText).toBe('JUST ARRIVED');
    expect(config.flags.tags.electrifiedTags).toBe(true);
  });

  it('uses miles and en-US for a US dealer, en-NZ for a NZ dealer', () => {
    expect(parse(dealerInput({ region: 'US' }))).toMatchObject({
      locale: 'en-US',
      distanceUnit: 'mile',
      currency: 'USD',
    });
    expect(parse(dealerInput({ region: 'NZ' }))).toMatchObject({
      locale: 'en-NZ',
      distanceUnit: 'km',
      currency: 'NZD',
    });
  });

  it('falls back to the main phone for car types without their own number', () => {
    expect(parse(dealerInput({ phonesByCarType: { used: '07 3000 5555' } })).phones).toEqual({
      new: '07 3000 1234',
      used: '07 3000 5555',
      demo: '07 3000 1234',
    });
  });
});

describe('dealer config: invalid files name the field, the expectation and what was found', () => {
  const { theme: _theme, ...withoutTheme } = dealerInput();
  const cases: [string, unknown, string][] = [
    ['a missing required field', withoutTheme, line('theme', 'expected a value, found nothing')],
    ['a wrong type', dealerInput({ id: '900' as unknown as number }), line('id', 'expected number, found "900"')],
    [
      'an unknown template',
      dealerInput({ template: 'luxury' as 'group' }),
      line('template', 'expected one of "group" | "toyota" | "used" | "brand", found "luxury"'),
    ],
    [
      'a bad slug',
      dealerInput({ slug: 'Test Motors' }),
      line('slug', 'expected a lower-case slug such as "example-motors", found "Test Motors"'),
    ],
    [
      'a bad phone',
      dealerInput({ phone: 'call us' }),
      line('phone', 'expected a phone number such as "07 5443 1234", found "call us"'),
    ],
    [
      'a bad colour',
      dealerInput({ theme: { ...dealerInput().theme, primary: 'red' } }),
      line('theme.primary', 'expected a hex colour such as "#eb0a1e", found "red"'),
    ],
    [
      'a photo minimum above 14',
      dealerInput({ flags: { search: { minPhotos: 15 } } }),
      line('flags.search.minPhotos', 'expected <=14, found 15'),
    ],
    [
      'a negative photo minimum',
      dealerInput({ flags: { search: { minPhotos: -1 } } }),
      line('flags.search.minPhotos', 'expected >=0, found -1'),
    ],
    [
      'an unknown flag',
      dealerInput({ flags: { search: { makeListSise: 7 } } } as never),
      line(
        'flags.search.makeListSise',
        'expected no such field (check the spelling against the flag table in docs/operations/flags.md), found unknown field makeListSise',
      ),
    ],
    [
      'an unknown flag area',
      dealerInput({ flags: { extras: {} } } as never),
      line(
        'flags.extras',
        'expected no such field (check the spelling against the flag table in docs/operations/flags.md), found unknown field extras',
      ),
    ],
    [
      'an unknown reserve path',
      dealerInput({ flags: { routes: { reservePath: 'cart' } } } as never),
      line('flags.routes.reservePath', 'expected one of "checkout" | "buy-online", found "cart"'),
    ],
    [
      'an unknown new-tag text',
      dealerInput({ flags: { tags: { newTagText: 'Fresh' } } } as never),
      line('flags.tags.newTagText', 'expected one of "New Arrival" | "JUST ARRIVED", found "Fresh"'),
    ],
    [
      'an origin with a path',
      dealerInput({ origin: 'https://www.testmotors.com.au/home' }),
      line(
        'origin',
        'expected an origin with no path, such as "https://www.example.com.au", found "https://www.testmotors.com.au/home"',
      ),
    ],
    [
      'a bad postcode',
      dealerInput({ address: { ...dealerInput().address, postcode: '40' } }),
      line('address.postcode', 'expected a 4-digit postcode, found "40"'),
    ],
    [
      'a bad base domain',
      dealerInput({ flags: { routes: { baseDomain: 'toyota network' } } }),
      line(
        'flags.routes.baseDomain',
        'expected an absolute URL such as "https://example.com.au", found "toyota network"',
      ),
    ],
    [
      'a bad lead email',
      dealerInput({ email: { leadRecipients: ['leads@'], fromName: 'Test' } }),
      line('email.leadRecipients.0', 'expected an email address, found "leads@"'),
    ],
    ['an empty dealership list', dealerInput({ dealerships: [] }), line('dealerships', 'expected >=1, found 0')],
    [
      'duplicate dealership slugs',
      dealerInput({
        dealerships: [
          { id: 1, slug: 'a', name: 'A one' },
          { id: 2, slug: 'a', name: 'A two' },
        ],
      }),
      line('dealerships', 'expected unique dealership slugs, found "a" twice'),
    ],
    [
      'a toyota template on another brand',
      dealerInput({ template: 'toyota', manufacturer: { name: 'Nissan' } }),
      line('manufacturer', 'expected manufacturer.name "Toyota" for the toyota template, found "Nissan"'),
    ],
    [
      'an online-purchase button without online purchase',
      dealerInput({ flags: { vehicle: { actionButtons: ['enquire', 'online-purchase'] } } }),
      line(
        'flags.vehicle.actionButtons',
        'expected flags.routes.onlinePurchase true for the "online-purchase" button, found onlinePurchase false',
      ),
    ],
    [
      'Nissan Finance on a non-Nissan site',
      dealerInput({ flags: { finance: { provider: 'nissan_finance' } } }),
      line('flags.finance.provider', 'expected manufacturer.name "Nissan" for the nissan_finance provider, found null'),
    ],
    [
      'a sold window above 90 days',
      dealerInput({ flags: { search: { includeSoldCarsDays: 365 } } }),
      line('flags.search.includeSoldCarsDays', 'expected <=90, found 365'),
    ],
  ];

  it.each(cases)('rejects %s', (_name, input, expected) => {
    expect(problems(input)).toContain(expected);
  });

  it('has at least 15 invalid cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
  });
});

describe('dealer config: manufacturer logos', () => {
  it('takes https logo URLs per make and none by default', () => {
    expect(parse(dealerInput()).manufacturers).toEqual([]);
    const logos = [{ name: 'Mazda', logoUrl: 'https://cdn.example.com.au/makes/mazda.svg' }];
    expect(parse(dealerInput({ manufacturers: logos })).manufacturers).toEqual(logos);
  });
  it('refuses a logo that is not https, naming the dealer and the field', () => {
    expect(problems(dealerInput({ manufacturers: [{ name: 'Kia', logoUrl: 'http://example.com/kia.png' }] }))).toEqual([
      line('manufacturers.0.logoUrl', 'expected an https:// URL, found "http://example.com/kia.png"'),
    ]);
  });
});
