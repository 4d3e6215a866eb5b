import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { renderAdf } from '../../../server/delivery/adf.ts';
import { FORM_KINDS, formKind } from '../../../src/domain/formKinds.ts';
import { carLeadMessage } from './fixtures.ts';

/**
 * The ADF 1.0 DTD's content models for the elements we write, as patterns over the child element
 * names (each followed by a space), and its enumerated attribute values.
 */
const MODELS: Record<string, RegExp> = {
  adf: /^(prospect )+$/,
  // The DTD has `vehicle+`; a lead about no car carries none rather than an empty one a CRM reads as a car.
  prospect: /^(id )*requestdate (vehicle )*customer vendor (provider )?$/,
  vehicle:
    /^(id )*year make model (vin )?(stock )?(trim )?(doors )?(bodystyle )?(transmission )?(odometer )?(condition )?(colorcombination )*(imagetag )?(price )*(pricecomments )?(option )*(finance )?(comments )?$/,
  colorcombination: /^((interiorcolor )|(exteriorcolor )|(interiorcolor exteriorcolor ))preference $/,
  customer: /^contact (id )*(timeframe )?(comments )?$/,
  timeframe: /^description (earliestdate )?(latestdate )?$/,
  contact: /^(name )+((email )|(phone )+|(email (phone )+))(address )?$/,
  address: /^(street ){1,5}(apartment )?(city )?(regioncode )?(postalcode )?(country )?$/,
  vendor: /^(id )*vendorname (url )?contact $/,
  provider: /^(id )*name (service )?(url )?(email )?(phone )?(contact )?$/,
};
const TEXT_ONLY = new Set([
  'id',
  'requestdate',
  'year',
  'make',
  'model',
  'vin',
  'stock',
  'trim',
  'doors',
  'bodystyle',
  'transmission',
  'odometer',
  'condition',
  'imagetag',
  'price',
  'pricecomments',
  'comments',
  'interiorcolor',
  'exteriorcolor',
  'preference',
  'description',
  'earliestdate',
  'latestdate',
  'name',
  'email',
  'phone',
  'street',
  'apartment',
  'city',
  'regioncode',
  'postalcode',
  'country',
  'vendorname',
  'url',
  'service',
]);
const ATTRIBUTES: Record<string, Record<string, RegExp>> = {
  prospect: { status: /^(new|resend)$/ },
  vehicle: { interest: /^(buy|lease|sell|trade-in|test-drive)$/, status: /^(new|used)$/ },
  odometer: { status: /^(unknown|rolledover|replaced|original)$/, units: /^(km|mi)$/ },
  condition: {},
  price: { type: /^(quote|offer|msrp|invoice|call|appraisal|asking)$/, currency: /^[A-Z]{3}$/, source: /./ },
  name: { part: /^(surname|first|middle|last|full)$/, type: /^(business|individual)$/ },
  phone: { type: /^(voice|fax|cellphone|pager)$/ },
  id: { sequence: /^\d+$/, source: /./ },
  street: { line: /^\d$/ },
};
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
});

/** Every way the document breaks the DTD's rules: wrong order or missing children, unknown attribute values. */
function problems(nodes: Node[], path = ''): string[] {
  const found: string[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((k) => k !== ':@')!;
    if (name === '#text' || name.startsWith('?')) continue;
    const children = (node[name] as Node[]).filter((c) => !('#text' in c));
    const here = `${path}/${name}`;
    const childNames = children.map((c) => `${Object.keys(c).find((k) => k !== ':@')!} `).join('');
    if (TEXT_ONLY.has(name)) {
      if (children.length > 0) found.push(`${here} holds elements`);
    } else if (!MODELS[name]) found.push(`${here} is not an element we know`);
    else if (!MODELS[name].test(childNames)) found.push(`${here} has children "${childNames.trim()}"`);
    for (const [attr, value] of Object.entries(node[':@'] ?? {})) {
      const rule = ATTRIBUTES[name]?.[attr];
      if (!rule?.test(value)) found.push(`${here} @${attr}="${value}"`);
    }
    if (name === 'requestdate' || name === 'earliestdate' || name === 'latestdate') {
      const text = (node[name] as { '#text'?: string }[])[0]?.['#text'] ?? '';
      if (!ISO_WITH_OFFSET.test(text)) found.push(`${here} "${text}" is not ISO 8601 with an offset`);
    }
    found.push(...problems(node[name] as Node[], here));
  }
  return found;
}

const CAR_FORMS = new Set(['enquiry', 'quick-enquiry', 'request-photos', 'test-drive', 'make-offer', 'reservation']);

describe('ADF/XML against the ADF 1.0 DTD', () => {
  it.each(FORM_KINDS)('a %s lead gives a valid document', (form) => {
    const { category, subcategory } = formKind(form);
    const withCar = CAR_FORMS.has(form);
    const base = carLeadMessage(
      {
        ...(withCar
          ? {}
          : { car_id: undefined, 'Vehicle Make': undefined, 'Vehicle Model': undefined, stock_number: undefined }),
        ...(form === 'make-offer' ? {} : { offer_amount: undefined }),
        ...(form === 'test-drive' ? { date_time: '2026-01-15T10:30' } : {}),
        ...(form === 'service' ? { Rego: 'ABC123' } : {}),
      },
      {
        ...(withCar ? {} : { car: undefined }),
        ...(form === 'trade-in'
          ? {
              tradeIn: {
                make: 'Toyota',
                model: 'Corolla',
                year: 2015,
                kms: 120000,
                answers: { condition: 'Good' },
                estimate: 18000,
              },
            }
          : {}),
      },
    );
    const message = { ...base, lead: { ...base.lead, form, category, subcategory: subcategory ?? null } };
    const adf = renderAdf(message);
    expect(problems(parser.parse(adf) as Node[])).toEqual([]);
    const vehicles = [...adf.matchAll(/<vehicle interest="([^"]+)"/g)].map((m) => m[1]);
    expect(vehicles).toEqual(
      form === 'trade-in' ? ['trade-in'] : form === 'test-drive' ? ['test-drive'] : withCar ? ['buy'] : [],
    );
    expect(adf).not.toContain('<year></year>');
  });

  it('finds the faults it is there to find', () => {
    const bad = parser.parse(
      '<adf><prospect status="open"><requestdate>2026-03-02T01:00:00Z</requestdate><vendor><vendorname>v</vendorname><contact><name>v</name><phone>1</phone></contact></vendor><customer><contact><name>x</name></contact></customer></prospect></adf>',
    ) as Node[];
    expect(problems(bad)).toEqual([
      '/adf/prospect has children "requestdate vendor customer"',
      '/adf/prospect @status="open"',
      '/adf/prospect/requestdate "2026-03-02T01:00:00Z" is not ISO 8601 with an offset',
      '/adf/prospect/customer/contact has children "name"',
    ]);
  });
});
