import type { SimpleFuel, SimpleTransmission } from '../../src/domain/car.ts';

/** Gearbox codes used by the catalogue. */
export type Gearbox =
  | 'cvt'
  | 'reduction'
  | 'auto4'
  | 'auto6'
  | 'auto7'
  | 'auto8'
  | 'auto9'
  | 'auto10'
  | 'dct7'
  | 'dct8'
  | 'amt6'
  | 'manual5'
  | 'manual6';

/** How a gearbox is shown: detailed text, kind and short label. */
export interface GearboxInfo {
  trans: string;
  geartype: string;
  simple: SimpleTransmission;
}

export const GEARBOXES: Readonly<Record<Gearbox, GearboxInfo>> = {
  cvt: { trans: 'Constantly Variable Transmission', geartype: 'CVT', simple: 'Auto' },
  reduction: { trans: '1 Speed Reduction Gear', geartype: 'Reduction Gear', simple: 'Auto' },
  auto4: { trans: '4 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  auto6: { trans: '6 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  auto7: { trans: '7 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  auto8: { trans: '8 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  auto9: { trans: '9 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  auto10: { trans: '10 Speed Automatic', geartype: 'Automatic', simple: 'Auto' },
  dct7: { trans: '7 Speed Dual Clutch', geartype: 'Automatic', simple: 'Auto' },
  dct8: { trans: '8 Speed Dual Clutch', geartype: 'Automatic', simple: 'Auto' },
  amt6: { trans: '6 Speed Automated Manual', geartype: 'Automated Manual', simple: 'Auto' },
  manual5: { trans: '5 Speed Manual', geartype: 'Manual', simple: 'Manual' },
  manual6: { trans: '6 Speed Manual', geartype: 'Manual', simple: 'Manual' },
};

/** Engine and gearbox of a model. */
export interface Powertrain {
  /** Fuel label shown and faceted. */
  fuel: string;
  simpleFuel: SimpleFuel;
  litres: number;
  cylinders: number;
  induction: string;
  torque: number;
  gearbox: Gearbox;
  /** L/100km, or kWh/100km for electric. */
  consumption: number;
  /** Battery kWh for electric; otherwise the body's typical tank is used. */
  capacity?: number;
}

export function petrol(
  litres: number,
  cylinders: number,
  torque: number,
  gearbox: Gearbox,
  consumption: number,
  turbo = false,
): Powertrain {
  const fuel = turbo ? 'Premium Unleaded Petrol' : 'Unleaded Petrol';
  const induction = turbo ? 'Turbo' : 'Aspirated';
  return { fuel, simpleFuel: 'Petrol', litres, cylinders, induction, torque, gearbox, consumption };
}

export function diesel(
  litres: number,
  cylinders: number,
  torque: number,
  gearbox: Gearbox,
  consumption: number,
): Powertrain {
  return { fuel: 'Diesel', simpleFuel: 'Diesel', litres, cylinders, induction: 'Turbo', torque, gearbox, consumption };
}

export function hybrid(
  litres: number,
  cylinders: number,
  torque: number,
  consumption: number,
  plugIn = false,
): Powertrain {
  const fuel = plugIn ? 'Plug-in Hybrid' : 'Hybrid';
  return { fuel, simpleFuel: 'Hybrid', litres, cylinders, induction: 'Aspirated', torque, gearbox: 'cvt', consumption };
}

export function electric(batteryKwh: number, torque: number, consumption: number): Powertrain {
  return {
    fuel: 'Electric',
    simpleFuel: 'Electric',
    litres: 0,
    cylinders: 0,
    induction: 'Electric',
    torque,
    gearbox: 'reduction',
    consumption,
    capacity: batteryKwh,
  };
}
