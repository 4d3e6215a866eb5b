import type { ModelEntry } from './catalog.ts';
import { diesel, electric, hybrid, petrol } from './powertrains.ts';

/** Popular Japanese, Korean and Chinese models sold in Australia, by make. */
// prettier-ignore
export const ASIAN_MAKES: Readonly<Record<string, readonly ModelEntry[]>> = {
  Nissan: [
    { model: 'Navara', body: 'ute', category: 'Utes & Vans', series: 'D23', badges: ['SL', 'ST', 'ST-X', 'PRO-4X'], power: diesel(2.3, 4, 450, 'auto7', 7.0), drive: '4WD', seats: 5, doors: 4, price: [46000, 71000], since: 2015 },
    { model: 'X-Trail', body: 'suv', category: 'SUVs & 4WDs', series: 'T33', badges: ['ST', 'ST-L', 'Ti', 'Ti-L'], power: petrol(2.5, 4, 244, 'cvt', 7.4), drive: 'AWD', seats: 5, doors: 5, price: [39000, 59000], since: 2014 },
    { model: 'Patrol', body: 'wagon', category: 'SUVs & 4WDs', series: 'Y62', badges: ['Ti', 'Ti-L', 'Warrior'], power: petrol(5.6, 8, 560, 'auto7', 14.4), drive: '4WD', seats: 8, doors: 5, price: [93000, 116000], since: 2013 },
    { model: 'Qashqai', body: 'suv', category: 'SUVs & 4WDs', series: 'J12', badges: ['ST', 'ST+', 'Ti', 'N-Design'], power: petrol(1.3, 4, 250, 'cvt', 6.1, true), drive: 'FWD', seats: 5, doors: 5, price: [36000, 53000], since: 2014 },
    { model: 'Leaf', body: 'hatchback', category: 'Electrified', series: 'ZE1', badges: ['Leaf', 'e+'], power: electric(40, 320, 17.1), drive: 'FWD', seats: 5, doors: 5, price: [52000, 63000], since: 2018 },
  ],
  Mazda: [
    { model: 'CX-5', body: 'suv', category: 'SUVs & 4WDs', series: 'KF', badges: ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], power: petrol(2.5, 4, 252, 'auto6', 7.4), drive: 'AWD', seats: 5, doors: 5, price: [37000, 56000], since: 2012 },
    { model: 'CX-3', body: 'suv', category: 'SUVs & 4WDs', series: 'DK', badges: ['Pure', 'Evolve', 'Touring', 'Akari'], power: petrol(2.0, 4, 195, 'auto6', 6.3), drive: 'FWD', seats: 5, doors: 5, price: [29000, 41000], since: 2015 },
    { model: 'Mazda3', body: 'hatchback', category: 'Hatch & sedans', series: 'BP', badges: ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], power: petrol(2.0, 4, 200, 'auto6', 6.2), drive: 'FWD', seats: 5, doors: 5, price: [34000, 46000], since: 2014 },
    { model: 'BT-50', body: 'ute', category: 'Utes & Vans', series: 'TF', badges: ['XT', 'XTR', 'GT', 'Thunder'], power: diesel(3.0, 4, 450, 'auto6', 8.0), drive: '4WD', seats: 5, doors: 4, price: [47000, 71000], since: 2012 },
    { model: 'MX-5', body: 'convertible', category: 'GR & performance', series: 'ND', badges: ['Roadster', 'Roadster GT', 'RF GT'], power: petrol(2.0, 4, 205, 'manual6', 6.8), drive: 'RWD', seats: 2, doors: 2, price: [45000, 56000], since: 2015 },
  ],
  Hyundai: [
    { model: 'i30', body: 'hatchback', category: 'Hatch & sedans', series: 'PD', badges: ['i30', 'Active', 'Elite', 'N Line Premium'], power: petrol(2.0, 4, 192, 'auto6', 7.0), drive: 'FWD', seats: 5, doors: 5, price: [29000, 43000], since: 2012 },
    { model: 'Tucson', body: 'suv', category: 'SUVs & 4WDs', series: 'NX4', badges: ['Tucson', 'Elite', 'Highlander'], power: petrol(2.0, 4, 192, 'auto6', 8.1), drive: 'FWD', seats: 5, doors: 5, price: [37000, 59000], since: 2015 },
    { model: 'Santa Fe', body: 'suv', category: 'SUVs & 4WDs', series: 'MX5', badges: ['Santa Fe', 'Elite', 'Calligraphy'], power: hybrid(1.6, 4, 367, 5.6), drive: 'AWD', seats: 7, doors: 5, price: [57000, 79000], since: 2012 },
    { model: 'IONIQ 5', body: 'suv', category: 'Electrified', series: 'NE', badges: ['Dynamiq', 'Epiq', 'N'], power: electric(84, 605, 17.7), drive: 'AWD', seats: 5, doors: 5, price: [62000, 112000], since: 2021 },
  ],
  Kia: [
    { model: 'Picanto', body: 'hatchback', category: 'Hatch & sedans', series: 'JA', badges: ['S', 'GT-Line'], power: petrol(1.2, 4, 122, 'auto4', 5.8), drive: 'FWD', seats: 5, doors: 5, price: [19000, 23000], since: 2012 },
    { model: 'Sportage', body: 'suv', category: 'SUVs & 4WDs', series: 'NQ5', badges: ['S', 'SX', 'SX+', 'GT-Line'], power: petrol(2.0, 4, 192, 'auto6', 8.1), drive: 'FWD', seats: 5, doors: 5, price: [35000, 56000], since: 2016 },
    { model: 'Sorento', body: 'suv', category: 'SUVs & 4WDs', series: 'MQ4', badges: ['S', 'Sport', 'Sport+', 'GT-Line'], power: diesel(2.2, 4, 440, 'dct8', 6.1), drive: 'AWD', seats: 7, doors: 5, price: [51000, 76000], since: 2015 },
    { model: 'Carnival', body: 'peopleMover', category: 'Utes & Vans', series: 'KA4', badges: ['S', 'Sport', 'Sport+', 'GT-Line'], power: petrol(3.5, 6, 355, 'auto8', 9.6), drive: 'FWD', seats: 8, doors: 5, price: [52000, 76000], since: 2015 },
    { model: 'EV6', body: 'suv', category: 'Electrified', series: 'CV', badges: ['Air', 'GT-Line', 'GT'], power: electric(84, 605, 17.2), drive: 'AWD', seats: 5, doors: 5, price: [73000, 100000], since: 2022 },
  ],
  Mitsubishi: [
    { model: 'Triton', body: 'ute', category: 'Utes & Vans', series: 'MV', badges: ['GLX', 'GLX+', 'GLS', 'GSR'], power: diesel(2.4, 4, 470, 'auto6', 7.7), drive: '4WD', seats: 5, doors: 4, price: [41000, 68000], since: 2012 },
    { model: 'Outlander', body: 'suv', category: 'SUVs & 4WDs', series: 'ZM', badges: ['ES', 'LS', 'Aspire', 'Exceed'], power: petrol(2.5, 4, 245, 'cvt', 7.4), drive: 'AWD', seats: 7, doors: 5, price: [39000, 56000], since: 2013 },
    { model: 'Outlander PHEV', body: 'suv', category: 'Electrified', series: 'ZM', badges: ['ES', 'Aspire', 'Exceed'], power: hybrid(2.4, 4, 195, 1.5, true), drive: 'AWD', seats: 7, doors: 5, price: [58000, 72000], since: 2014 },
    { model: 'Pajero Sport', body: 'suv', category: 'SUVs & 4WDs', series: 'QF', badges: ['GLX', 'GLS', 'Exceed', 'GSR'], power: diesel(2.4, 4, 430, 'auto8', 8.0), drive: '4WD', seats: 7, doors: 5, price: [51000, 66000], since: 2016 },
    { model: 'ASX', body: 'suv', category: 'SUVs & 4WDs', series: 'XD', badges: ['GS', 'ES', 'LS'], power: petrol(2.0, 4, 197, 'cvt', 7.7), drive: 'FWD', seats: 5, doors: 5, price: [28000, 37000], since: 2012 },
  ],
  Subaru: [
    { model: 'Forester', body: 'suv', category: 'SUVs & 4WDs', series: 'SL', badges: ['2.5i', '2.5i-L', '2.5i Premium', 'Hybrid S'], power: petrol(2.5, 4, 241, 'cvt', 7.4), drive: 'AWD', seats: 5, doors: 5, price: [39000, 53000], since: 2012 },
    { model: 'Outback', body: 'stationWagon', category: 'SUVs & 4WDs', series: 'BT', badges: ['AWD', 'AWD Sport', 'AWD Touring'], power: petrol(2.5, 4, 245, 'cvt', 7.3), drive: 'AWD', seats: 5, doors: 5, price: [46000, 61000], since: 2012 },
    { model: 'WRX', body: 'sedan', category: 'GR & performance', series: 'VB', badges: ['WRX', 'RS', 'tS'], power: petrol(2.4, 4, 350, 'manual6', 9.9, true), drive: 'AWD', seats: 5, doors: 4, price: [56000, 71000], since: 2014 },
    { model: 'Crosstrek', body: 'suv', category: 'SUVs & 4WDs', series: 'GU', badges: ['2.0R', '2.0L', '2.0S', 'Hybrid S'], power: petrol(2.0, 4, 196, 'cvt', 7.2), drive: 'AWD', seats: 5, doors: 5, price: [36000, 49000], since: 2017 },
  ],
  Honda: [
    { model: 'CR-V', body: 'suv', category: 'SUVs & 4WDs', series: 'RS', badges: ['VTi X', 'VTi L', 'e:HEV RS'], power: petrol(1.5, 4, 240, 'cvt', 7.3, true), drive: 'FWD', seats: 5, doors: 5, price: [46000, 63000], since: 2012 },
    { model: 'HR-V', body: 'suv', category: 'SUVs & 4WDs', series: 'RV', badges: ['Vi X', 'e:HEV L'], power: petrol(1.5, 4, 145, 'cvt', 6.3), drive: 'FWD', seats: 5, doors: 5, price: [38000, 47000], since: 2015 },
    { model: 'Civic', body: 'hatchback', category: 'Hatch & sedans', series: 'FL', badges: ['VTi LX', 'e:HEV LX', 'Type R'], power: petrol(1.5, 4, 240, 'cvt', 6.3, true), drive: 'FWD', seats: 5, doors: 5, price: [48000, 75000], since: 2016 },
  ],
  Isuzu: [
    { model: 'D-MAX', body: 'ute', category: 'Utes & Vans', series: 'RG', badges: ['SX', 'LS-M', 'LS-U', 'X-Terrain'], power: diesel(3.0, 4, 450, 'auto6', 8.0), drive: '4WD', seats: 5, doors: 4, price: [39000, 71000], since: 2012 },
    { model: 'MU-X', body: 'suv', category: 'SUVs & 4WDs', series: 'RJ', badges: ['LS-M', 'LS-U', 'LS-T'], power: diesel(3.0, 4, 450, 'auto6', 8.3), drive: '4WD', seats: 7, doors: 5, price: [52000, 70000], since: 2014 },
    { model: 'N Series', body: 'lightTruck', category: 'Utes & Vans', series: 'NLR', badges: ['NLR 45-150 AMT', 'NNR 45-150 AMT', 'NPR 75-190 AMT'], power: diesel(3.0, 4, 375, 'amt6', 12.5), drive: 'RWD', seats: 3, doors: 2, price: [66000, 96000], since: 2012 },
  ],
  MG: [
    { model: 'MG3', body: 'hatchback', category: 'Hatch & sedans', series: 'SZP1', badges: ['Vibe', 'Excite', 'Essence'], power: petrol(1.5, 4, 141, 'cvt', 6.3), drive: 'FWD', seats: 5, doors: 5, price: [22000, 30000], since: 2013 },
    { model: 'ZS', body: 'suv', category: 'SUVs & 4WDs', series: 'AZS1', badges: ['Vibe', 'Excite', 'Essence'], power: petrol(1.5, 4, 141, 'cvt', 6.9), drive: 'FWD', seats: 5, doors: 5, price: [25000, 33000], since: 2017 },
    { model: 'HS', body: 'suv', category: 'SUVs & 4WDs', series: 'AS23', badges: ['Vibe', 'Excite', 'Essence'], power: petrol(1.5, 4, 250, 'dct7', 7.3, true), drive: 'FWD', seats: 5, doors: 5, price: [33000, 46000], since: 2019 },
    { model: 'MG4', body: 'hatchback', category: 'Electrified', series: 'EH32', badges: ['Excite 51', 'Essence 64', 'XPOWER'], power: electric(64, 250, 16.0), drive: 'RWD', seats: 5, doors: 5, price: [38000, 60000], since: 2023 },
  ],
};
