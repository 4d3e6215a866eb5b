import type { ModelEntry } from './catalog.ts';
import { diesel, electric, hybrid, petrol } from './powertrains.ts';

/** Toyota Australia line-up in the model-menu priority order of SPEC §9. */
// prettier-ignore
export const TOYOTA: readonly ModelEntry[] = [
  { model: 'bZ4X', body: 'suv', category: 'Electrified', series: 'XEAM10R', badges: ['GXL FWD', 'Touring AWD'], power: electric(71.4, 266, 14.9), drive: 'FWD', seats: 5, doors: 5, price: [55000, 69000], since: 2022 },
  { model: 'LandCruiser Prado', body: 'suv', category: 'SUVs & 4WDs', series: 'GDJ250R', badges: ['GX', 'GXL', 'VX', 'Kakadu', 'Altitude'], power: diesel(2.8, 4, 500, 'auto8', 7.9), drive: '4WD', seats: 7, doors: 5, price: [76000, 106000], since: 2011 },
  { model: 'C-HR', body: 'suv', category: 'SUVs & 4WDs', series: 'MAXH10R', badges: ['GXL', 'Koba', 'GR Sport'], power: hybrid(2.0, 4, 190, 4.2), drive: 'FWD', seats: 5, doors: 5, price: [42000, 58000], since: 2017 },
  { model: 'Yaris', body: 'hatch', category: 'Hatch & sedans', series: 'MXPH10R', badges: ['Ascent Sport', 'SX', 'ZR'], power: hybrid(1.5, 3, 120, 3.3), drive: 'FWD', seats: 5, doors: 5, price: [31000, 38000], since: 2014 },
  { model: 'Corolla Hatch', body: 'hatch', category: 'Hatch & sedans', series: 'MZEH12R', badges: ['Ascent Sport', 'SX', 'ZR'], power: hybrid(1.8, 4, 142, 4.0), drive: 'FWD', seats: 5, doors: 5, price: [34000, 45000], since: 2013 },
  { model: 'Camry', body: 'sedan', category: 'Hatch & sedans', series: 'AXVH80R', badges: ['Ascent', 'SX', 'SL'], power: hybrid(2.5, 4, 221, 4.2), drive: 'FWD', seats: 5, doors: 4, price: [42000, 56000], since: 2012 },
  { model: 'Corolla Sedan', body: 'sedan', category: 'Hatch & sedans', series: 'ZWE211R', badges: ['Ascent Sport', 'SX', 'ZR'], power: hybrid(1.8, 4, 142, 3.9), drive: 'FWD', seats: 5, doors: 4, price: [34000, 44000], since: 2014 },
  { model: 'Yaris Cross', body: 'suv', category: 'SUVs & 4WDs', series: 'MXPJ10R', badges: ['GX', 'GXL', 'Urban'], power: hybrid(1.5, 3, 120, 3.8), drive: 'FWD', seats: 5, doors: 5, price: [33000, 44000], since: 2020 },
  { model: 'Corolla Cross', body: 'suv', category: 'SUVs & 4WDs', series: 'MXGH10R', badges: ['GX', 'GXL', 'Atmos'], power: hybrid(2.0, 4, 190, 4.3), drive: 'FWD', seats: 5, doors: 5, price: [39000, 53000], since: 2022 },
  { model: 'RAV4', body: 'suv', category: 'SUVs & 4WDs', series: 'AXAH54R', badges: ['GX', 'GXL', 'XSE', 'Cruiser', 'Edge'], power: hybrid(2.5, 4, 221, 4.8), drive: 'AWD', seats: 5, doors: 5, price: [43000, 61000], since: 2013 },
  { model: 'Kluger', body: 'suv', category: 'SUVs & 4WDs', series: 'AXUH78R', badges: ['GX', 'GXL', 'Grande'], power: hybrid(2.5, 4, 242, 5.6), drive: 'AWD', seats: 7, doors: 5, price: [64000, 87000], since: 2014 },
  { model: 'Fortuner', body: '4x4', category: 'SUVs & 4WDs', series: 'GUN156R', badges: ['GX', 'GXL', 'Crusade'], power: diesel(2.8, 4, 500, 'auto6', 8.6), drive: '4WD', seats: 7, doors: 5, price: [56000, 73000], since: 2015 },
  { model: 'LandCruiser 300', body: 'wagon', category: 'SUVs & 4WDs', series: 'FJA300R', badges: ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport', 'Sahara ZX'], power: diesel(3.3, 6, 700, 'auto10', 8.9), drive: '4WD', seats: 7, doors: 5, price: [101000, 160000], since: 2021 },
  { model: 'HiLux', body: 'ute', category: 'Utes & Vans', series: 'GUN126R', badges: ['Workmate', 'SR', 'SR5', 'Rogue', 'Rugged X', 'GR Sport'], power: diesel(2.8, 4, 500, 'auto6', 8.4), drive: '4WD', seats: 5, doors: 4, price: [39000, 78000], since: 2012 },
  { model: 'LandCruiser 70', body: 'cabChassis', category: 'Utes & Vans', series: 'GDJ79R', badges: ['WorkMate', 'GX', 'GXL'], power: diesel(2.8, 4, 500, 'auto6', 9.6), drive: '4WD', seats: 2, doors: 2, price: [78000, 92000], since: 2013 },
  { model: 'Tundra', body: 'ute', category: 'Utes & Vans', series: 'XK70', badges: ['Limited', 'Platinum'], power: petrol(3.4, 6, 650, 'auto10', 14.3, true), drive: '4WD', seats: 5, doors: 4, price: [159000, 174000], since: 2024 },
  { model: 'HiAce', body: 'van', category: 'Utes & Vans', series: 'GDH300R', badges: ['LWB', 'SLWB', 'Commuter'], power: diesel(2.8, 4, 450, 'auto6', 8.2), drive: 'RWD', seats: 3, doors: 4, price: [50000, 76000], since: 2012 },
  { model: 'Granvia', body: 'peopleMover', category: 'Utes & Vans', series: 'GDH303R', badges: ['8 Seat', '6 Seat Premium'], power: diesel(2.8, 4, 450, 'auto6', 8.0), drive: 'RWD', seats: 8, doors: 4, price: [76000, 93000], since: 2019 },
  { model: 'Coaster', body: 'bus', category: 'Utes & Vans', series: 'XZB70R', badges: ['Standard', 'Deluxe'], power: diesel(4.0, 4, 420, 'auto6', 14.0), drive: 'RWD', seats: 22, doors: 2, price: [165000, 182000], since: 2017 },
  { model: 'GR Yaris', body: 'hatch', category: 'GR & performance', series: 'GXPA16R', badges: ['GR Yaris', 'Rallye'], power: petrol(1.6, 3, 390, 'manual6', 8.0, true), drive: 'AWD', seats: 4, doors: 3, price: [66000, 80000], since: 2020 },
  { model: 'GR86', body: 'coupe', category: 'GR & performance', series: 'ZN8', badges: ['GT', 'GTS'], power: petrol(2.4, 4, 250, 'manual6', 9.5), drive: 'RWD', seats: 4, doors: 2, price: [49000, 59000], since: 2022 },
  { model: 'GR Corolla', body: 'hatch', category: 'GR & performance', series: 'GZEA14R', badges: ['GTS', 'Morizo Edition'], power: petrol(1.6, 3, 370, 'manual6', 8.4, true), drive: 'AWD', seats: 5, doors: 5, price: [69000, 85000], since: 2022 },
  { model: 'GR Supra', body: 'coupe', category: 'GR & performance', series: 'DB42R', badges: ['GT', 'GTS'], power: petrol(3.0, 6, 500, 'auto8', 7.7, true), drive: 'RWD', seats: 2, doors: 2, price: [91000, 106000], since: 2019 },
];
