import type { ModelEntry } from './catalog.ts';
import { diesel, petrol } from './powertrains.ts';

/** American and European models sold in Australia, by make. */
// prettier-ignore
export const OTHER_MAKES: Readonly<Record<string, readonly ModelEntry[]>> = {
  Ford: [
    { model: 'Ranger', body: 'ute', category: 'Utes & Vans', series: 'PY', badges: ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Platinum', 'Raptor'], power: diesel(2.0, 4, 500, 'auto10', 7.6), drive: '4WD', seats: 5, doors: 4, price: [43000, 93000], since: 2012 },
    { model: 'Everest', body: 'suv', category: 'SUVs & 4WDs', series: 'UB', badges: ['Ambiente', 'Trend', 'Sport', 'Platinum'], power: diesel(3.0, 6, 600, 'auto10', 8.6), drive: '4WD', seats: 7, doors: 5, price: [56000, 82000], since: 2015 },
    { model: 'Mustang', body: 'coupe', category: 'GR & performance', series: 'S650', badges: ['GT', 'Dark Horse'], power: petrol(5.0, 8, 567, 'auto10', 12.9), drive: 'RWD', seats: 4, doors: 2, price: [77000, 101000], since: 2016 },
    { model: 'Transit Custom', body: 'van', category: 'Utes & Vans', series: 'VN', badges: ['Trend', 'Sport'], power: diesel(2.0, 4, 390, 'auto6', 7.3), drive: 'FWD', seats: 3, doors: 4, price: [52000, 70000], since: 2014 },
  ],
  Volkswagen: [
    { model: 'Amarok', body: 'ute', category: 'Utes & Vans', series: 'NF', badges: ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], power: diesel(2.0, 4, 500, 'auto10', 7.6), drive: '4WD', seats: 5, doors: 4, price: [56000, 86000], since: 2012 },
    { model: 'Golf', body: 'hatchback', category: 'Hatch & sedans', series: '8', badges: ['Life', 'R-Line', 'GTI', 'R'], power: petrol(1.4, 4, 250, 'auto8', 5.8, true), drive: 'FWD', seats: 5, doors: 5, price: [39000, 71000], since: 2013 },
    { model: 'Tiguan', body: 'suv', category: 'SUVs & 4WDs', series: 'CT', badges: ['Life', 'Elegance', 'R-Line'], power: petrol(2.0, 4, 320, 'dct7', 8.0, true), drive: 'AWD', seats: 5, doors: 5, price: [46000, 66000], since: 2016 },
    { model: 'Transporter', body: 'van', category: 'Utes & Vans', series: 'T6.1', badges: ['TDI340 SWB', 'TDI340 LWB'], power: diesel(2.0, 4, 340, 'dct7', 8.2), drive: 'FWD', seats: 3, doors: 4, price: [51000, 66000], since: 2012 },
  ],
};
