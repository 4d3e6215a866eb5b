import type { ModelEntry } from './catalog.ts';
import { diesel, petrol } from './powertrains.ts';

/** Motorcycles by make; seats 1–2, no doors. */
// prettier-ignore
export const MOTORCYCLES: Readonly<Record<string, readonly ModelEntry[]>> = {
  Yamaha: [
    { model: 'MT-07', body: 'motorcycle', look: 'motorcycle-naked', category: 'Motorcycles', series: 'RM33', badges: ['LAMS', 'Full Power'], power: petrol(0.689, 2, 67, 'manual6', 4.2), drive: 'RWD', seats: 2, doors: 0, price: [12000, 14000], since: 2014 },
    { model: 'Tenere 700', body: 'motorcycle', look: 'motorcycle-adventure', category: 'Motorcycles', series: 'DM11', badges: ['Explore', 'World Raid'], power: petrol(0.689, 2, 68, 'manual6', 4.3), drive: 'RWD', seats: 2, doors: 0, price: [19000, 23000], since: 2019 },
    { model: 'XMAX 300', body: 'motorcycle', look: 'scooter', category: 'Motorcycles', series: 'SG79', badges: ['Standard', 'Tech MAX'], power: petrol(0.292, 1, 29, 'cvt', 3.0), drive: 'RWD', seats: 2, doors: 0, price: [9000, 10500], since: 2017 },
  ],
  Kawasaki: [
    { model: 'Ninja 400', body: 'motorcycle', look: 'motorcycle-sport', category: 'Motorcycles', series: 'EX400', badges: ['Standard', 'KRT Edition'], power: petrol(0.399, 2, 37, 'manual6', 3.9), drive: 'RWD', seats: 2, doors: 0, price: [9000, 10000], since: 2018 },
    { model: 'Z900', body: 'motorcycle', look: 'motorcycle-naked', category: 'Motorcycles', series: 'ZR900', badges: ['Standard', 'SE'], power: petrol(0.948, 4, 98, 'manual6', 5.8), drive: 'RWD', seats: 2, doors: 0, price: [15000, 18000], since: 2017 },
    { model: 'KLR650', body: 'motorcycle', look: 'motorcycle-adventure', category: 'Motorcycles', series: 'KL650', badges: ['Standard', 'Adventure'], power: petrol(0.652, 1, 55, 'manual5', 4.9), drive: 'RWD', seats: 2, doors: 0, price: [10000, 11500], since: 2022 },
  ],
  Honda: [
    { model: 'Rebel 500', body: 'motorcycle', look: 'motorcycle-cruiser', category: 'Motorcycles', series: 'CMX500', badges: ['Standard', 'SE'], power: petrol(0.471, 2, 43, 'manual6', 3.6), drive: 'RWD', seats: 2, doors: 0, price: [9500, 10500], since: 2017 },
    { model: 'Africa Twin', body: 'motorcycle', look: 'motorcycle-adventure', category: 'Motorcycles', series: 'CRF1100L', badges: ['Standard', 'Adventure Sports ES'], power: petrol(1.084, 2, 112, 'manual6', 5.0), drive: 'RWD', seats: 2, doors: 0, price: [22000, 28000], since: 2016 },
  ],
  'Harley-Davidson': [
    { model: 'Street Bob 114', body: 'motorcycle', look: 'motorcycle-cruiser', category: 'Motorcycles', series: 'FXBBS', badges: ['Standard'], power: petrol(1.868, 2, 155, 'manual6', 5.6), drive: 'RWD', seats: 1, doors: 0, price: [27000, 29000], since: 2018 },
    { model: 'Fat Boy 114', body: 'motorcycle', look: 'motorcycle-cruiser', category: 'Motorcycles', series: 'FLFBS', badges: ['Standard', 'Anniversary'], power: petrol(1.868, 2, 155, 'manual6', 5.6), drive: 'RWD', seats: 2, doors: 0, price: [36000, 39000], since: 2018 },
    { model: 'Road Glide', body: 'motorcycle', look: 'motorcycle-cruiser', category: 'Motorcycles', series: 'FLTRX', badges: ['Standard', 'Special'], power: petrol(1.923, 2, 176, 'manual6', 5.9), drive: 'RWD', seats: 2, doors: 0, price: [45000, 52000], since: 2015 },
  ],
  BMW: [
    { model: 'R 1300 GS', body: 'motorcycle', look: 'motorcycle-adventure', category: 'Motorcycles', series: 'K50', badges: ['Standard', 'Trophy', 'Option 719'], power: petrol(1.3, 2, 149, 'manual6', 4.8), drive: 'RWD', seats: 2, doors: 0, price: [33000, 45000], since: 2024 },
    { model: 'S 1000 RR', body: 'motorcycle', look: 'motorcycle-sport', category: 'Motorcycles', series: 'K67', badges: ['Standard', 'M Package'], power: petrol(0.999, 4, 113, 'manual6', 6.4), drive: 'RWD', seats: 2, doors: 0, price: [31000, 40000], since: 2015 },
  ],
};

/** Caravans, campers and motorhomes by make; towed ones have no powertrain. */
// prettier-ignore
export const CARAVANS: Readonly<Record<string, readonly ModelEntry[]>> = {
  Jayco: [
    { model: 'Journey', body: 'hardtop', category: 'Caravans & RVs', series: 'Outback', badges: ['17.55-3 OB', '19.61-3 OB', '21.65-3 OB'], power: null, drive: null, seats: 0, doors: 0, price: [72000, 96000], since: 2012, caravan: { length: 6400, width: 2400, tare: 2280, atm: 2900, axle: 'Tandem', sleeps: 3 } },
    { model: 'Conquest', body: 'motorhome', category: 'Caravans & RVs', series: 'FA', badges: ['FA.22-1', 'RM.24-1'], power: diesel(3.0, 4, 430, 'auto8', 13.5), drive: 'RWD', seats: 4, doors: 2, price: [155000, 199000], since: 2014, caravan: { length: 7400, width: 2350, tare: 3900, atm: 4490, axle: 'Single', sleeps: 4 } },
  ],
  Coromal: [
    { model: 'Element', body: 'hardtop', category: 'Caravans & RVs', series: 'E', badges: ['E60', 'E70'], power: null, drive: null, seats: 0, doors: 0, price: [61000, 79000], since: 2016, caravan: { length: 6000, width: 2350, tare: 2050, atm: 2700, axle: 'Tandem', sleeps: 4 } },
    { model: 'Appeal', body: 'hardtop', category: 'Caravans & RVs', series: 'A', badges: ['541', '602'], power: null, drive: null, seats: 0, doors: 0, price: [55000, 69000], since: 2014, caravan: { length: 5400, width: 2300, tare: 1850, atm: 2400, axle: 'Single', sleeps: 2 } },
  ],
  Avan: [
    { model: 'Cruiser', body: 'softtop', category: 'Caravans & RVs', series: 'Aliner', badges: ['Cruiser 5', 'Cruiser 6'], power: null, drive: null, seats: 0, doors: 0, price: [46000, 59000], since: 2012, caravan: { length: 4900, width: 2100, tare: 1150, atm: 1600, axle: 'Single', sleeps: 2 } },
    { model: 'Ovation', body: 'motorhome', category: 'Caravans & RVs', series: 'M', badges: ['M5', 'M6'], power: diesel(2.3, 4, 380, 'auto9', 11.5), drive: 'FWD', seats: 4, doors: 2, price: [141000, 169000], since: 2015, caravan: { length: 6900, width: 2300, tare: 3250, atm: 4250, axle: 'Single', sleeps: 2 } },
  ],
  'Lotus Caravans': [
    { model: 'Trooper', body: 'hardtop', category: 'Caravans & RVs', series: 'Off Grid', badges: ['19ft', '21ft'], power: null, drive: null, seats: 0, doors: 0, price: [96000, 121000], since: 2014, caravan: { length: 7100, width: 2450, tare: 2650, atm: 3500, axle: 'Tandem', sleeps: 4 } },
    { model: 'Freelander', body: 'hardtop', category: 'Caravans & RVs', series: 'Off Road', badges: ['18.6 Single', '20.6 Family'], power: null, drive: null, seats: 0, doors: 0, price: [86000, 101000], since: 2015, caravan: { length: 6700, width: 2450, tare: 2500, atm: 3300, axle: 'Tandem', sleeps: 5 } },
  ],
};
