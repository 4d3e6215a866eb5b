import { describe, expect, it } from 'vitest';
import { commentText } from '../../../scripts/import/values/comments.ts';
import { parseDay, parseMonth, parseTimestamp } from '../../../scripts/import/values/dates.ts';
import { parseKilometres } from '../../../scripts/import/values/kilometres.ts';
import { parseMoney } from '../../../scripts/import/values/money.ts';
import { splitPhotoList, upgradeHttp } from '../../../scripts/import/values/photos.ts';
import { translate, translateList, Unmapped } from '../../../scripts/import/values/valueMap.ts';

describe('money', () => {
  it.each([
    ['42990', 42990],
    ['$42,990', 42990],
    ['$42,990.50', 42990.5],
    [' $ 1,234,567 ', 1234567],
    ['42990.00 AUD', 42990],
    ['AUD 42990', 42990],
    ['A$42,990', 42990],
    [42990, 42990],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['POA', 'poa', 'P.O.A.', 'Call', 'Call for price', 'Enquire', 'Enquire Now', 'Price on application'])(
    'reads %j as no price (0: enquire for price)',
    (word) => {
      expect(parseMoney(word)).toBe(0);
    },
  );

  it.each(['cheap', '$42,99', '42.999', '-5', '$', '', '42990 dollars', Number.NaN])('refuses %j', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });
});

describe('kilometres', () => {
  it.each([
    ['45210', 45210],
    ['45,210 km', 45210],
    ['45 210kms', 45210],
    ['45210 KILOMETERS', 45210],
    ['12.6 km', 13],
    ['1000 mi', 1609],
    ['1,000 MILES', 1609],
    [45210, 45210],
  ])('reads %j as %d', (text, km) => {
    expect(parseKilometres(text)).toBe(km);
  });

  it.each(['-5', 'lots', '45210 furlongs', '4,52,10'])('refuses %j', (text) => {
    expect(parseKilometres(text)).toBeUndefined();
  });
});

describe('dates', () => {
  it.each([
    ['31/05/2026', '2026-05-31'],
    ['1/5/2026', '2026-05-01'],
    ['01-05-2026', '2026-05-01'],
    ['01.05.2026', '2026-05-01'],
    ['2026-05-31', '2026-05-31'],
    ['2026-05-31T09:30:00+10:00', '2026-05-31'],
  ])('day %j is %s (day first, never month first)', (text, day) => {
    expect(parseDay(text)).toBe(day);
  });

  it.each(['31/02/2026', '05/31/2026', '2026-13-01', '31/05/26', 'soon'])('refuses the day %j', (text) => {
    expect(parseDay(text)).toBeUndefined();
  });

  it.each([
    ['03/2024', '2024-03'],
    ['3/2024', '2024-03'],
    ['2024-03', '2024-03'],
    ['15/03/2024', '2024-03'],
  ])('month %j is %s', (text, month) => {
    expect(parseMonth(text)).toBe(month);
  });

  it('refuses month 13', () => {
    expect(parseMonth('13/2024')).toBeUndefined();
    expect(parseMonth('2024-13')).toBeUndefined();
  });

  it('reads a day as midnight UTC and a date-time with its zone', () => {
    expect(parseTimestamp('20/11/2026')).toBe(Date.UTC(2026, 10, 20) / 1000);
    expect(parseTimestamp('2026-11-20T09:30:00+10:00')).toBe(Date.UTC(2026, 10, 19, 23, 30) / 1000);
    expect(parseTimestamp('2026-11-20 09:30Z')).toBe(Date.UTC(2026, 10, 20, 9, 30) / 1000);
    expect(parseTimestamp('yesterday')).toBeUndefined();
  });
});

describe('photo lists', () => {
  const a = 'https://img.dealer.com.au/c/w_800,h_600/a.jpg';
  const b = 'https://img.dealer.com.au/c/w_800,h_600/b.jpg';

  it.each([
    [`${a},${b}`, ','],
    [`${a}, ${b}`, '|'],
    [`${a}|${b}|`, '|'],
    [`${a};${b}`, '|'],
    [`${a}\n${b}`, '|'],
    [`${a} ${b}`, '|'],
    [`${a}~${b}`, '~'],
  ])('splits %j between URLs only, keeping commas inside them', (text, separator) => {
    expect(splitPhotoList(text, separator)).toEqual([a, b]);
  });

  it('splits a list without URLs on the separator (the row check then names the bad item)', () => {
    expect(splitPhotoList('a.jpg|b.jpg', '|')).toEqual(['a.jpg', 'b.jpg']);
  });

  it('upgrades http to https and leaves others alone', () => {
    expect(upgradeHttp('http://img.dealer.com.au/a.jpg')).toBe('https://img.dealer.com.au/a.jpg');
    expect(upgradeHttp('HTTP://img.dealer.com.au/a.jpg')).toBe('https://img.dealer.com.au/a.jpg');
    expect(upgradeHttp('https://img.dealer.com.au/a.jpg')).toBe('https://img.dealer.com.au/a.jpg');
  });
});

describe('HTML comments', () => {
  it('keeps plain text (with its | paragraphs) as written', () => {
    expect(commentText(' One owner. | Full history. ')).toBe('One owner. | Full history.');
    expect(commentText('Price < $30k & 5 > 4')).toBe('Price < $30k & 5 > 4');
  });

  it('turns paragraphs, line breaks and list items into | paragraphs without any tag, bold kept as **', () => {
    const html =
      '<p>One <b>owner</b>,&nbsp;full history.</p><p>Features:<br>Tow&amp;bar</p><ul><li>Bluetooth</li><li>Reverse <strong>camera</strong></li></ul>';
    expect(commentText(html)).toBe('One **owner**, full history.|Features:|Tow&bar|• Bluetooth|• Reverse **camera**');
  });

  it('drops scripts, styles and their text, and decodes numeric entities', () => {
    expect(commentText('<script>alert(1)</script><style>p{}</style><p onclick="x()">It&#39;s &#x2714; ok</p>')).toBe(
      "It's ✔ ok",
    );
  });
});

describe('value maps', () => {
  const words = { 'In Stock': 'in_stock', 'Deposit Taken': 'reserved', Wholesale: '' };

  it('translates listed words without regard to case or spaces', () => {
    expect(translate('status', '  deposit taken ', words)).toBe('reserved');
    expect(translate('status', 'IN STOCK', words)).toBe('in_stock');
    expect(translate('status', 'Wholesale', words)).toBe('');
  });

  it('leaves blanks blank and marks other words as unmapped, with the key to add', () => {
    expect(translate('status', '', words)).toBe('');
    expect(translate('status', undefined, words)).toBeUndefined();
    const unmapped = translate('status', 'On Hold', words);
    expect(unmapped).toBeInstanceOf(Unmapped);
    expect((unmapped as Unmapped).message).toBe('"On Hold" is not mapped; add it under feed.values.status');
  });

  it('translates list items it knows and keeps the others', () => {
    expect(translateList(['Bluetooth', 'BT', 'x'], { bt: 'Bluetooth', X: '' })).toEqual(['Bluetooth', 'Bluetooth']);
  });
});
