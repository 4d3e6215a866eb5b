import type { Car } from '../../src/domain/car.ts';

/** A DMS export's own headers (the bench feeds of `npm run bench:import`). */
const HEADER = [
  'Stock No',
  'Make',
  'Model',
  'Variant',
  'Year',
  'Condition',
  'Status',
  'Drive Away Price',
  'Odometer',
  'Body',
  'Colour',
  'Transmission',
  'Fuel',
  'Branch',
  'Date In Stock',
  'Comments',
  'Photos',
];

const CONDITION: Record<Car['car_type'], string> = { new: 'New', used: 'Used', demo: 'Demonstrator' };
const STATUS: Record<Car['status'], string> = { in_stock: 'In Stock', coming_soon: 'In Transit', sold: 'Sold' };

/** The feed block of dealer.json that maps the export: its words per field, the branches given. */
export function dmsFeedBlock(location: string, branches: Readonly<Record<string, string>>) {
  return {
    format: 'csv' as const,
    location,
    key: 'stocknum' as const,
    columns: {
      stocknum: 'Stock No',
      make: 'Make',
      model: 'Model',
      badge: 'Variant',
      year: 'Year',
      car_type: 'Condition',
      status: 'Status',
      price: 'Drive Away Price',
      km: 'Odometer',
      body: 'Body',
      colour: 'Colour',
      simple_transmission: 'Transmission',
      simple_fuel: 'Fuel',
      location_id: 'Branch',
      in_stock_date: 'Date In Stock',
      dealercomments: 'Comments',
      photos: 'Photos',
    },
    values: {
      car_type: { New: 'new', Used: 'used', Demonstrator: 'demo' },
      status: { 'In Stock': 'in_stock', 'In Transit': 'coming_soon', Sold: 'sold' },
      simple_transmission: { Automatic: 'Auto', Manual: 'Manual' },
      body: { Utility: 'ute' },
      location_id: branches,
    },
    constants: { item_type: 'car' },
  };
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const dollars = (n: number) => `$${n.toLocaleString('en-AU')}`;
const ddmmyyyy = (seconds: number) => {
  const d = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

export const dmsHeader = () => `${HEADER.join(',')}\r\n`;

/** One car as the DMS writes it: `$` prices (every 20th POA), km with units, HTML comments, its branch by name. */
export function dmsLine(car: Car, serial: number, branch: string, photoOrigin: string): string {
  const paragraphs = car.dealercomments.split('|').filter((p) => p.trim() !== '');
  const comments = `<p>${paragraphs[0] ?? ''}</p><ul>${paragraphs
    .slice(1, 4)
    .map((p) => `<li>${p}</li>`)
    .join('')}</ul>`;
  const cells = [
    `B${serial}`,
    car.make,
    car.model,
    car.badge,
    String(car.year),
    CONDITION[car.car_type],
    STATUS[car.status],
    serial % 20 === 0 ? 'POA' : dollars(car.price),
    `${car.km.toLocaleString('en-AU')} km`,
    car.simple_body === 'ute' ? 'Utility' : car.simple_body,
    car.colour,
    car.simple_transmission === 'Auto' ? 'Automatic' : (car.simple_transmission ?? ''),
    car.simple_fuel ?? '',
    branch,
    ddmmyyyy(car.created_at_timestamp),
    comments,
    car.images.map(({ url }) => (url.startsWith('/') ? `${photoOrigin}${url}` : url)).join(', '),
  ];
  return `${cells.map(quote).join(',')}\r\n`;
}
