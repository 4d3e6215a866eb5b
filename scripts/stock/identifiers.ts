import type { CarType } from '../../src/domain/car.ts';
import type { Rng } from './random.ts';

/** VIN characters: digits and capitals without I, O and Q. */
export const VIN_ALPHABET = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** World manufacturer identifiers; caravan builders get an Australian '6' prefix. */
const WMI: Readonly<Record<string, string>> = {
  Toyota: 'JTM',
  Nissan: 'JN1',
  Mazda: 'JM0',
  Ford: 'MPB',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMA',
  Subaru: 'JF1',
  Volkswagen: 'WVW',
  Honda: 'JHM',
  Isuzu: 'MPA',
  MG: 'LSJ',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  BMW: 'WB1',
};

function randomChars(rng: Rng, alphabet: string, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) text += alphabet.charAt(rng.int(0, alphabet.length - 1));
  return text;
}

/** A 17-character VIN whose last six digits are the serial, so VINs are unique per serial. */
export function makeVin(rng: Rng, make: string, year: number, serial: number): string {
  const wmi = WMI[make] ?? `6${randomChars(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}9`;
  const yearCode = YEAR_CODES.charAt((((year - 2010) % YEAR_CODES.length) + YEAR_CODES.length) % YEAR_CODES.length);
  const serialDigits = String(serial % 1_000_000).padStart(6, '0');
  return `${wmi}${randomChars(rng, VIN_ALPHABET, 6)}${yearCode}${randomChars(rng, VIN_ALPHABET, 1)}${serialDigits}`;
}

/** Plate patterns per state: L a letter, D a digit, anything else literal. */
const PLATE_PATTERNS: Readonly<Record<string, string>> = {
  qld: 'DDDLLL',
  nsw: 'LLDDLL',
  vic: 'DLLDLL',
  wa: 'DLLLDDD',
  sa: 'SDDDLLL',
  tas: 'LDDLL',
  act: 'YLLDDL',
  nt: 'LLDDLL',
};

/** An Australian registration plate in the state's current format. */
export function makeRegPlate(rng: Rng, state: string): string {
  const pattern = PLATE_PATTERNS[state.toLowerCase()] ?? 'DDDLLL';
  return pattern.replace(/[LD]/g, (symbol) =>
    symbol === 'L' ? randomChars(rng, PLATE_LETTERS, 1) : String(rng.int(0, 9)),
  );
}

const STOCK_PREFIX: Readonly<Record<CarType, string>> = { new: 'N', used: 'U', demo: 'D' };

/** Dealer stock number, unique per serial. */
export function makeStockNumber(carType: CarType, serial: number): string {
  return `${STOCK_PREFIX[carType]}${String(10000 + serial)}`;
}
