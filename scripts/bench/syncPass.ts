import type { Car } from '../../src/domain/car.ts';

/**
 * The sync bench's stock change and its report line (pure). Each dealer changes 5 of its cars on
 * sale: 2 new prices, 1 sold, 1 removed from the export and 1 new arrival (another of a car it has).
 */
export interface StockChanges {
  upserts: Car[];
  removals: number[];
}

const onSale = (car: Car) => car.status === 'in_stock' && car.show_on_dealer_website;

export function stockChanges(
  cars: readonly Car[],
  dealerOf: (car: Car) => string,
  round: number,
  now: number,
): StockChanges {
  const byDealer = new Map<string, Car[]>();
  for (const car of cars.filter(onSale).sort((a, b) => a.id - b.id)) {
    const slug = dealerOf(car);
    byDealer.set(slug, [...(byDealer.get(slug) ?? []), car]);
  }
  let nextId = Math.max(...cars.map((c) => c.id)) + 1;
  const upserts: Car[] = [];
  const removals: number[] = [];
  for (const dealerCars of byDealer.values()) {
    // Different cars each round: the cars on sale move on as these are sold and removed.
    const [first, second, sold, removed] = dealerCars.slice((round - 1) % 3, ((round - 1) % 3) + 4);
    if (!first || !second || !sold || !removed) continue;
    upserts.push({ ...first, price: first.price - 500 }, { ...second, price: second.price + 300 });
    upserts.push({ ...sold, status: 'sold', sold: true, sold_date_timestamp: now });
    removals.push(removed.id);
    const id = nextId++;
    upserts.push({ ...first, id, slug: `${first.slug}-n${id}`, stocknum: `N${id}`, created_at_timestamp: now });
  }
  return { upserts, removals };
}

export interface PassResult {
  title: string;
  seconds: number;
  cpu: number;
  /** The build's output lines (`↻ slug 7 pages (5 cars changed) 1.4 s` or `↻ slug whole dealer: …`). */
  lines: string[];
}

/**
 * One Markdown row: dealers built incrementally (of them, how many rendered every page), pages
 * rendered, wall and CPU seconds.
 */
export function passLine(pass: PassResult): string {
  let incremental = 0;
  let everyPage = 0;
  let pages = 0;
  for (const line of pass.lines) {
    const rendered = /^↻ \S+\s+(\d+) pages? \(/.exec(line);
    const built = /^✓ \S+\s+(\d+) pages/.exec(line);
    if (rendered) incremental += 1;
    if (rendered && line.includes('; every page: ')) everyPage += 1;
    if (rendered) pages += Number(rendered[1]);
    else if (built && !pass.lines.some((l) => l.startsWith(`↻ ${line.split(/\s+/)[1]} `) && /\d+ pages? \(/.test(l)))
      pages += Number(built[1]);
  }
  return `| ${pass.title} | ${incremental} (${everyPage}) | ${pages} | ${pass.seconds.toFixed(1)} | ${pass.cpu.toFixed(1)} |`;
}
