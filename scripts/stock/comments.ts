import type { CarType } from '../../src/domain/car.ts';
import type { CatalogModel } from './catalog.ts';
import type { Rng } from './random.ts';

export interface CommentInput {
  model: CatalogModel;
  carType: CarType;
  year: number;
  badge: string;
  colour: string;
  km: number;
  certified: boolean;
  equipment: readonly string[];
  dealershipName: string;
  trans: string | null;
}

const USED_INTROS = [
  'is in excellent condition inside and out',
  'comes with a full service history and two keys',
  'is a one-owner vehicle that has been well looked after',
  'has just been through our workshop and is ready to go',
];

function intro({ model, carType, year, badge, colour, km }: CommentInput, rng: Rng): string {
  const name = `${year} ${model.make} ${model.model} ${badge} in ${colour}`;
  if (carType === 'new') return `Brand new ${name}, available now for immediate delivery.`;
  if (carType === 'demo')
    return `Ex-demonstrator ${name} with only ${km.toLocaleString('en-AU')} km and the balance of new vehicle warranty.`;
  return `This ${name} ${rng.pick(USED_INTROS)}.`;
}

function powertrain({ model, trans }: CommentInput): string | null {
  const power = model.power;
  if (power === null) return null;
  if (power.simpleFuel === 'Electric')
    return `Fully electric with a ${power.capacity ?? 0} kWh battery and ${power.torque} Nm of instant torque.`;
  const gearbox = trans === null ? '' : ` matched to a ${trans.toLowerCase()}`;
  return `Powered by a ${power.litres.toFixed(1)}L ${power.fuel.toLowerCase()} engine${gearbox}, producing ${power.torque} Nm.`;
}

const CLOSINGS = [
  'Finance is available and trade-ins are welcome.',
  'Ask us about extended warranty and our finance packages.',
  'Trade-ins welcome. Fast finance approval available on the spot.',
];

/** Dealer comments as '|'-separated paragraphs; some cars have none yet. */
export function dealerComments(input: CommentInput, rng: Rng): string {
  if (rng.chance(0.12)) return '';
  const paragraphs = [intro(input, rng)];
  const engine = powertrain(input);
  if (engine !== null) paragraphs.push(engine);
  if (input.equipment.length > 0) paragraphs.push(`Highlights include ${rng.sample(input.equipment, 5).join(', ')}.`);
  if (input.certified) {
    paragraphs.push(
      'Toyota Certified Pre-Owned: 150-point inspection, 12 months roadside assistance and a 7 day money back guarantee.',
    );
  }
  paragraphs.push(rng.pick(CLOSINGS));
  paragraphs.push(`Contact the friendly team at ${input.dealershipName} today to arrange a test drive.`);
  return paragraphs.join('|');
}
