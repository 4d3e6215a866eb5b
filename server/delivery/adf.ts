import { carOfInterest, leadFacts, oneLine, shopperComments, vehicleOfInterest, type LeadMessage } from './content.ts';
import { xmlText } from './escape.ts';
import { ownPageUrl } from './known.ts';

const el = (name: string, value: unknown, attrs = '') => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return text === '' ? '' : `<${name}${attrs}>${xmlText(text)}</${name}>`;
};

/** Facts about the shopper's car kept in the trade-in vehicle's comments (ADF has no element for them). */
const TRADE_NOTES = new Set([
  'Trade-in rego',
  'Accident',
  'Service history',
  'Condition',
  'Trade-in estimate',
  'Accepted offer',
]);
/** Facts with no ADF element of their own, written as "Label: value" lines in the customer comments. */
const COMMENT_FACTS = new Set([
  'Test drive',
  'Finance budget',
  'Interested in finance',
  'Has a car to trade in',
  'Deposit',
  'Hold',
  'Rego',
  'Contact by',
  'Location',
  'Location (as typed)',
  'Services',
]);
/** The values ADF 1.0 allows in a vehicle's <condition>. */
const ADF_CONDITIONS = new Set(['excellent', 'good', 'fair', 'poor', 'unknown']);

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) document, the XML dealer CRMs ingest: prospect with
 * request date, vehicle of interest, trade-in vehicle, customer contact and comments, vendor (the
 * dealership) and provider (the website). Every value is escaped; empty elements are left out.
 */
export function renderAdf(message: LeadMessage): string {
  const { lead, dealer, tradeIn } = message;
  const d = lead.data;
  const car = carOfInterest(message);
  const v = vehicleOfInterest(message);
  const vehicle =
    car || d.car_id
      ? `<vehicle interest="buy" status="${d.car_type === 'new' || d.car_type === 'demo' ? 'new' : 'used'}">${[
          el('year', v.year),
          el('make', v.make),
          el('model', v.model),
          el('vin', v.vin),
          el('stock', v.stock),
          v.price ? el('price', v.price, ' type="asking" currency="AUD"') : '',
          num(d.offer_amount) !== undefined ? el('price', num(d.offer_amount), ' type="offer" currency="AUD"') : '',
          el('comments', ownPageUrl(d.url, dealer.origin) ?? ''),
        ].join('')}</vehicle>`
      : '';
  const accepted = num(d.accepted_offer);
  const appraisal = accepted ?? num(tradeIn?.estimate);
  const tradeNotes = tradeIn
    ? leadFacts(message)
        .filter(([label]) => TRADE_NOTES.has(label))
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n')
    : '';
  const condition = tradeIn?.answers?.condition?.toLowerCase();
  const trade = tradeIn
    ? `<vehicle interest="trade-in" status="used">${[
        el('year', tradeIn.year),
        el('make', oneLine(tradeIn.make)),
        el('model', oneLine(tradeIn.model)),
        tradeIn.kms !== undefined ? el('odometer', tradeIn.kms, ' status="original" units="km"') : '',
        condition && ADF_CONDITIONS.has(condition) ? el('condition', condition) : '',
        appraisal !== undefined ? el('price', appraisal, ' type="appraisal" currency="AUD"') : '',
        el('comments', tradeNotes),
      ].join('')}</vehicle>`
    : '';
  const extras = leadFacts(message)
    .filter(([label]) => COMMENT_FACTS.has(label))
    .map(([label, value]) => `${label}: ${value}`);
  const comments = [
    oneLine(`${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`),
    ...extras,
    shopperComments(d),
  ]
    .filter(Boolean)
    .join('\n');
  // A CRM routes on the vendor: only a configured name, never what the shopper typed.
  const dealership = oneLine(message.place?.dealership ?? dealer.name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf><prospect status="${message.event === 'created' ? 'new' : 'resend'}">${el('id', lead.id, ' sequence="1" source="dealer-sites"')}${el('requestdate', lead.created_at)}${vehicle}${trade}<customer><contact>${el('name', oneLine(d.name, 80), ' part="first"')}${el('name', oneLine(d.last_name, 80), ' part="last"')}${el('email', oneLine(d.email))}${el('phone', oneLine(d.phone), ' type="voice"')}${d.postcode ? `<address>${el('postalcode', oneLine(d.postcode))}</address>` : ''}</contact>${el('comments', comments)}</customer><vendor>${el('vendorname', dealership)}<contact>${el('name', oneLine(dealer.name), ' part="full"')}</contact></vendor><provider>${el('name', `${oneLine(dealer.name)} website`, ' part="full"')}${el('url', dealer.origin)}</provider></prospect></adf>
`;
}
