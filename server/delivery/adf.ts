import { leadFacts, oneLine, receivedAt, shopperComments, testDriveAt, type LeadMessage } from './content.ts';
import { el, interestVehicle, tradeVehicle } from './adfVehicle.ts';
import { xmlText } from './escape.ts';
import { ownPageUrl } from './known.ts';

/** Facts with no ADF element of their own, written as "Label: value" lines in the customer comments. */
const COMMENT_FACTS = new Set([
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
  'Marketing opt-in',
]);

/** A postal address in ADF order; `street` is required, so an address without one has an empty line. */
const address = (a: { street?: string; city?: string; state?: string; postcode?: string }) =>
  `<address><street line="1">${xmlText(oneLine(a.street))}</street>${el('city', oneLine(a.city))}${el('regioncode', oneLine(a.state))}${el('postalcode', oneLine(a.postcode))}<country>AU</country></address>`;

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) document, the XML dealer CRMs ingest, in the DTD's
 * order: prospect (id, requestdate, vehicle+, customer, vendor, provider). Times carry the
 * dealership's UTC offset; every value is escaped; empty optional elements are left out.
 */
export function renderAdf(message: LeadMessage): string {
  const { lead, dealer, contact } = message;
  const d = lead.data;
  const drive = testDriveAt(message);
  const comments = [
    oneLine(`${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}`),
    drive ? `Test drive requested: ${drive}` : '',
    ...leadFacts(message)
      .filter(([label]) => COMMENT_FACTS.has(label))
      .map(([label, value]) => `${label}: ${value}`),
    shopperComments(d),
  ]
    .filter(Boolean)
    .join('\n');
  const timeframe = drive
    ? `<timeframe><description>Test drive</description><earliestdate>${drive}</earliestdate><latestdate>${drive}</latestdate></timeframe>`
    : '';
  const customer = `<customer><contact>${el('name', oneLine(d.name, 80), ' part="first"')}${el('name', oneLine(d.last_name, 80), ' part="last"')}${el('email', oneLine(d.email))}${el('phone', oneLine(d.phone), ' type="voice"')}${d.postcode ? address({ postcode: oneLine(d.postcode) }) : ''}</contact>${timeframe}${el('comments', comments)}</customer>`;
  // A CRM routes on the vendor: only a configured name, never what the shopper typed.
  const vendorName = oneLine(message.place?.dealership ?? dealer.name);
  const vendor = `<vendor>${el('vendorname', vendorName)}<contact>${el('name', vendorName, ' part="full" type="business"')}${el('phone', oneLine(contact?.phone), ' type="voice"')}${contact ? address(contact) : ''}</contact></vendor>`;
  const page = ownPageUrl(d.url, dealer.origin) ?? dealer.origin;
  const provider = `<provider>${el('name', `${oneLine(dealer.name)} website`, ' part="full" type="business"')}${el('service', 'Dealer website lead form')}${el('url', page)}</provider>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<?adf version="1.0"?>
<adf><prospect status="${message.event === 'created' ? 'new' : 'resend'}">${el('id', lead.id, ' sequence="1" source="dealer-sites"')}${el('requestdate', receivedAt(message))}${interestVehicle(message)}${tradeVehicle(message)}${customer}${vendor}${provider}</prospect></adf>
`;
}
