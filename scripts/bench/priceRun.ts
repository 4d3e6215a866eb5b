/**
 * The one-price bench's feed edits and its table line (pure): scripts/bench-price.ts grows a
 * dealer's CSV export to a site of the size the goal names and changes one car's price per run.
 * Only columns before the first quoted field are edited, so a row splits and joins on commas safely.
 */

export interface PriceRun {
  /** Seconds from `npm run sync` start until nginx served the car's page with the new price. */
  served: number;
  /** Seconds until the sync command ended. */
  sync: number;
  /** The sync's line for the dealer. */
  line: string;
}

interface Table {
  header: string;
  rows: string[][];
  column: (name: string) => number;
}

const EDITED = ['id', 'stocknum', 'status', 'price', 'km', 'vin'];

function table(csv: string): Table {
  const [header = '', ...lines] = csv.trimEnd().split('\n');
  const names = header.split(',');
  const column = (name: string) => {
    const at = names.indexOf(name);
    if (at < 0) throw new Error(`the export has no ${name} column`);
    return at;
  };
  const last = Math.max(...EDITED.map(column));
  const rows = lines.map((line) => {
    const cells = line.split(',');
    if (cells.slice(0, last + 1).some((cell) => cell.includes('"')))
      throw new Error(`a quoted field comes before the ${names[last]} column: ${line.slice(0, 80)}`);
    return cells;
  });
  return { header, rows, column };
}

const written = ({ header, rows }: Table) => `${[header, ...rows.map((cells) => cells.join(','))].join('\n')}\n`;

const inStock = ({ rows, column }: Table) => rows.filter((cells) => cells[column('status')] === 'in_stock');

/** The export with copies of its in-stock cars added (own id, stock number and VIN) until `cars` are in stock. */
export function growFeed(csv: string, cars: number): string {
  const feed = table(csv);
  const { column } = feed;
  const originals = inStock(feed);
  if (originals.length === 0) throw new Error('the export has no car in stock to copy');
  for (let n = 0; originals.length + n < cars; n += 1) {
    const copy = [...originals[n % originals.length]!];
    const vin = copy[column('vin')] ?? '';
    copy[column('id')] = String(1_080_000 + n);
    copy[column('stocknum')] = `B${20_000 + n}`;
    // B and a number in the last six places: no original VIN (their tails are digits) is met again.
    copy[column('vin')] = `${vin.slice(0, -6)}B${String(n).padStart(5, '0')}`;
    copy[column('price')] = String(Number(copy[column('price')]) + 100 * (n % 9));
    copy[column('km')] = String(Number(copy[column('km')]) + 37 * n);
    feed.rows.push(copy);
  }
  return written(feed);
}

/** Run `run`'s change: one in-stock car (a different one each run) a little cheaper, at an odd price. */
export function priceChange(csv: string, run: number): { feed: string; stocknum: string; price: number } {
  const feed = table(csv);
  const { column } = feed;
  const cars = inStock(feed);
  const car = cars[(run * 7) % cars.length]!;
  const price = Number(car[column('price')]) - 100 * (run + 1) - 1;
  car[column('price')] = String(price);
  return { feed: written(feed), stocknum: (car[column('stocknum')] ?? '').toLowerCase(), price };
}

/** One row of the bench's table. */
export function priceLine(run: number, { served, sync, line }: PriceRun): string {
  return `| ${run} | ${served.toFixed(1)} | ${sync.toFixed(1)} | ${line.replace(/\s+/g, ' ')} |`;
}
