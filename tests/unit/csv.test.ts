import { describe, expect, it } from 'vitest';
import { csvField, csvRow, csvTable } from '../../src/domain/csv.ts';

describe('csv (RFC 4180, one rule for every CSV we write)', () => {
  it('writes plain fields as they are', () => {
    expect(csvField('Harbour Mazda')).toBe('Harbour Mazda');
    expect(csvField(32990)).toBe('32990');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('quotes a field holding a comma, a quote, CR or LF, and doubles inner quotes', () => {
    expect(csvField('Broadmeadow, NSW')).toBe('"Broadmeadow, NSW"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });

  it('quotes a field that starts or ends with a space or tab', () => {
    expect(csvField(' Kia')).toBe('" Kia"');
    expect(csvField('Kia ')).toBe('"Kia "');
    expect(csvField('Kia\t')).toBe('"Kia\t"');
    expect(csvField('Kia Sportage')).toBe('Kia Sportage');
  });

  it('writes objects as JSON, quoted for their commas and quotes', () => {
    expect(csvField({ a: 1, b: 'x' })).toBe('"{""a"":1,""b"":""x""}"');
    expect(csvField(['x'])).toBe('"[""x""]"');
  });

  it('leaves formula starts alone unless guardFormulas is asked for', () => {
    expect(csvField('=SUM(A1)')).toBe('=SUM(A1)');
    expect(csvField('-5')).toBe('-5');
  });

  it('with guardFormulas puts an apostrophe before = + - @ tab and CR starts', () => {
    const guard = { guardFormulas: true };
    expect(csvField('=HYPERLINK("x")', guard)).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+61 400 000 000', guard)).toBe("'+61 400 000 000");
    expect(csvField('-5', guard)).toBe("'-5");
    expect(csvField(-5, guard)).toBe("'-5");
    expect(csvField('@SUM(A1)', guard)).toBe("'@SUM(A1)");
    expect(csvField('\t=1', guard)).toBe("'\t=1");
    expect(csvField('\r=1', guard)).toBe(`"'\r=1"`);
    expect(csvField('a=b', guard)).toBe('a=b');
    expect(csvField('jo@example.com', guard)).toBe('jo@example.com');
  });

  it('joins a row with commas and ends every table line with CRLF', () => {
    expect(csvRow(['a', 'b, c', 3])).toBe('a,"b, c",3');
    expect(
      csvTable(
        ['id', 'name'],
        [
          [1, 'Jo'],
          [2, 'Sam "S"'],
        ],
      ),
    ).toBe('id,name\r\n1,Jo\r\n2,"Sam ""S"""\r\n');
    expect(csvTable(['id', 'name'], [])).toBe('id,name\r\n');
    expect(csvTable(['v'], [['=1']], { guardFormulas: true })).toBe("v\r\n'=1\r\n");
  });
});
