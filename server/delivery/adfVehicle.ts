import { leadFacts, oneLine, vehicleOfInterest, type LeadMessage } from './content.ts';
import { xmlText } from './escape.ts';

/** One element with escaped text; left out when the value is empty (optional ADF elements). */
export const el = (name: string, value: unknown, attrs = '') => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return text === '' ? '' : `<${name}${attrs}>${xmlText(text)}</${name}>`;
};
/** A required element: written even when empty (ADF's year, make and model). */
const must = (name: string, value: unknown) => el(name, value) || `<${name}></${name}>`;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

/** Facts about the shopper's car kept in the trade-in vehicle's comments (ADF has no element for them). */
const TRADE_NOTES = new Set([
  'Trade-in rego',
  'Accident',
  'Service history',
  'Condition',
  'Trade-in estimate',
  'Accepted offer',
]);
/** The values ADF 1.0 allows in a vehicle's <condition>. */
const ADF_CONDITIONS = new Set(['excellent', 'good', 'fair', 'poor', 'unknown']);

/** ADF's vehicle interest for the form: a test drive, else buying (no form of ours asks for a lease). */
const interestOf = (form: string) => (form === 'test-drive' ? 'test-drive' : 'buy');

/**
 * The car of interest in ADF order (year, make, model, vin, stock, trim, bodystyle, transmission,
 * odometer, colorcombination, price, pricecomments, comments). A lead with no car has none: an
 * empty vehicle (blank year, make and model) read as a car to a CRM, so it is left out.
 */
export function interestVehicle(message: LeadMessage): string {
  const d = message.lead.data;
  const v = vehicleOfInterest(message);
  const car = message.car;
  const status = d.car_type === 'new' || d.car_type === 'demo' ? 'new' : 'used';
  const attrs = `interest="${interestOf(message.lead.form)}" status="${status}"`;
  if (!v.make && !v.model && !v.slug && !v.stock) return '';
  const offer = num(d.offer_amount);
  // 0 is 'Enquire for price': no asking price to send.
  const asking = v.price === 0 ? undefined : v.price;
  const price =
    offer !== undefined
      ? el('price', offer, ' type="offer" currency="AUD"')
      : asking !== undefined
        ? el('price', asking, ' type="asking" currency="AUD"')
        : '';
  return `<vehicle ${attrs}>${[
    must('year', v.year),
    must('make', v.make),
    must('model', v.model),
    el('vin', v.vin),
    el('stock', v.stock),
    el('trim', oneLine(car?.badge)),
    el('bodystyle', oneLine(car?.simple_body)),
    el('transmission', oneLine(car?.trans ?? car?.transmission)),
    num(car?.km) !== undefined ? el('odometer', car?.km, ' status="original" units="km"') : '',
    car?.colour
      ? `<colorcombination>${el('exteriorcolor', oneLine(car.colour))}<preference>1</preference></colorcombination>`
      : '',
    price,
    offer !== undefined && asking !== undefined ? el('pricecomments', `Asking price ${money(asking)}`) : '',
    el('comments', v.name),
  ].join('')}</vehicle>`;
}

/** The shopper's own car, as a second vehicle with interest "trade-in", when the lead has one. */
export function tradeVehicle(message: LeadMessage): string {
  const t = message.tradeIn;
  if (!t) return '';
  const accepted = num(message.lead.data.accepted_offer);
  const high = accepted ?? num(t.estimate);
  const low = accepted !== undefined ? num(message.lead.data.accepted_offer_low) : (num(t.estimateLow) ?? undefined);
  const range = high !== undefined && low !== undefined && low < high ? { low, high } : undefined;
  const condition = t.answers?.condition?.toLowerCase();
  const notes = leadFacts(message)
    .filter(([label]) => TRADE_NOTES.has(label))
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return `<vehicle interest="trade-in" status="used">${[
    must('year', t.year),
    must('make', oneLine(t.make)),
    must('model', oneLine(t.model)),
    t.kms !== undefined ? el('odometer', t.kms, ' status="original" units="km"') : '',
    condition && ADF_CONDITIONS.has(condition) ? el('condition', condition) : '',
    // A range (the one the shopper saw or accepted) is two appraisals, each named by its source.
    range
      ? `${el('price', range.low, ' type="appraisal" currency="AUD" source="range low"')}${el('price', range.high, ' type="appraisal" currency="AUD" source="range high"')}`
      : high !== undefined
        ? el('price', high, ' type="appraisal" currency="AUD"')
        : '',
    range
      ? el('pricecomments', `Indicative range ${money(range.low)} – ${money(range.high)}, subject to inspection`)
      : '',
    el('comments', notes),
  ].join('')}</vehicle>`;
}
