import { mutateBody, seededRandom, type Random } from './fuzzBodies.ts';

/** Sends one request to the lead API (in-process or over HTTP) and gives back the status and text. */
export type Send = (
  method: string,
  path: string,
  init: { headers: Record<string, string>; body?: string },
) => Promise<{ status: number; text: string }>;

/** Real ids and credentials the fuzz mixes in, so requests also reach the code behind the checks. */
export interface FuzzTargets {
  leadId: string;
  valuationId: string;
  /** The step secrets of that lead and valuation (X-Lead-Secret on their PATCH). */
  leadSecret: string;
  valuationSecret: string;
  sessionToken: string;
  phone: string;
  /** Dealer slug → its export key. */
  exportKeys: Map<string, string>;
  /** Origins of the fleet's sites. */
  origins: string[];
}

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH';
  route: string;
  valid?: (t: FuzzTargets) => Record<string, unknown>;
  path: (r: Random, t: FuzzTargets) => string;
  auth?: 'session' | 'export';
  /** A later step: sent with the step secret most of the time, a wrong one or none otherwise. */
  step?: 'lead' | 'valuation';
}

const junkId = (r: Random) => r.pick(['nope', '0', '-1', '%00', '..%2F..%2Fetc', 'x'.repeat(300), '%F0%9F%9A%97', "'"]);
const enc = (value: unknown) => encodeURIComponent(String(value));
const lead = {
  form: 'general-enquiry',
  website_id: 102,
  name: 'Jo',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '2300',
  message: 'Do you have a white CX-5?',
  category: 'General Enquiry',
  location_id: 1021,
  dealership_slug: 'harbour-mazda-broadmeadow',
  terms: true,
};

/** Every endpoint of the lead API (server/routes/*) with a valid body to mutate. */
export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', route: '/api/health', path: () => '/api/health' },
  { method: 'POST', route: '/api/leads', valid: () => lead, path: () => '/api/leads' },
  {
    method: 'PATCH',
    route: '/api/leads/:id',
    valid: () => ({ subcategory: '3. Offer Accepted', form_completed: true, offer_accepted: true, message: 'ok' }),
    path: (r, t) => `/api/leads/${r.next() < 0.7 ? t.leadId : junkId(r)}`,
    step: 'lead',
  },
  {
    method: 'POST',
    route: '/api/auth/request-code',
    valid: (t) => ({ phone_number: t.phone, website_id: 103 }),
    path: () => '/api/auth/request-code',
  },
  {
    method: 'POST',
    route: '/api/auth/verify',
    valid: (t) => ({ phone_number: t.phone, website_id: 103, code: '123456' }),
    path: () => '/api/auth/verify',
  },
  { method: 'POST', route: '/api/auth/sign-out', valid: () => ({}), path: () => '/api/auth/sign-out' },
  {
    method: 'POST',
    route: '/api/watchlist/save-car',
    valid: (t) => ({ phone_number: t.phone, car_id: 'car-1' }),
    path: () => '/api/watchlist/save-car',
    auth: 'session',
  },
  {
    method: 'POST',
    route: '/api/watchlist/remove-car',
    valid: (t) => ({ phone_number: t.phone, car_id: 'car-1' }),
    path: () => '/api/watchlist/remove-car',
    auth: 'session',
  },
  {
    method: 'GET',
    route: '/api/watchlist',
    path: (r, t) =>
      r.next() < 0.5 ? '/api/watchlist' : `/api/watchlist?phone_number=${enc(r.pick([t.phone, junkId(r)]))}`,
    auth: 'session',
  },
  {
    method: 'POST',
    route: '/api/valuations',
    valid: () => ({ website_id: 101, rego: 'ABC123', regoState: 'QLD', car_id: 'car-1' }),
    path: () => '/api/valuations',
  },
  {
    method: 'PATCH',
    route: '/api/valuations/:id',
    valid: () => ({
      make: 'Mazda',
      model: 'CX-5',
      year: 2020,
      kms: 50_000,
      adjustmentAnswers: { accident: 'No' },
      PreferredContactMethod: 'Phone',
      estimate: 21_000,
    }),
    path: (r, t) => `/api/valuations/${r.next() < 0.7 ? t.valuationId : junkId(r)}`,
    step: 'valuation',
  },
  {
    method: 'POST',
    route: '/api/phone-reveal',
    valid: () => ({ car_id: 'car-1', dealership_id: 1101, website_id: 101 }),
    path: () => '/api/phone-reveal',
  },
  {
    method: 'POST',
    route: '/api/miscellaneous',
    valid: () => ({ website_id: 101, column_name: 'valuation', value: { rego: 'ABC123', estimate: 21_000 } }),
    path: () => '/api/miscellaneous',
  },
  {
    method: 'POST',
    route: '/api/notifications',
    valid: (t) => ({ website_id: 102, lead_id: t.leadId, form: 'general-enquiry' }),
    path: () => '/api/notifications',
  },
  {
    method: 'GET',
    route: '/api/dealers/:slug/leads',
    path: (r, t) =>
      `/api/dealers/${r.next() < 0.7 ? r.pick([...t.exportKeys.keys()]) : junkId(r)}/leads${r.next() < 0.5 ? `?format=${r.pick(['csv', 'json', 'xml', '%00'])}` : ''}`,
    auth: 'export',
  },
];

function headersFor(r: Random, endpoint: Endpoint, t: FuzzTargets): Record<string, string> {
  const headers: Record<string, string> = {};
  const roll = r.next();
  if (roll < 0.15) headers.Origin = r.pick(t.origins);
  else if (roll < 0.2) headers.Origin = r.pick(['https://evil.example', 'null', 'http://localhost', 'file://']);
  if (r.next() < 0.15) headers['Idempotency-Key'] = r.pick(['fuzz-key-0001', 'fuzz-key-0002', 'x', 'bad key!', '']);
  const keys = [...t.exportKeys.values()];
  const good = endpoint.auth === 'session' ? t.sessionToken : endpoint.auth === 'export' ? r.pick(keys) : '';
  const auth = r.next();
  if (good && auth < 0.6) headers.Authorization = `Bearer ${good}`;
  else if (auth < 0.8)
    headers.Authorization = r.pick(['Bearer', 'Bearer ', 'Basic abc', `Bearer ${'a'.repeat(5000)}`, 'x']);
  if (endpoint.step) {
    const right = endpoint.step === 'lead' ? t.leadSecret : t.valuationSecret;
    const secret = r.next();
    if (secret < 0.7) headers['X-Lead-Secret'] = right;
    else if (secret < 0.85)
      headers['X-Lead-Secret'] = r.pick(['', 'x', right.slice(1), 'é'.repeat(43), right.repeat(50)]);
  }
  return headers;
}

export interface FuzzReport {
  endpoints: string[];
  /** Generated bodies sent to POST and PATCH endpoints. */
  bodies: number;
  /** Every request, GETs with fuzzed paths, queries and credentials included. */
  requests: number;
  histogram: Record<string, number>;
  byEndpoint: Record<string, Record<string, number>>;
  /** Answers that break the contract: a 5xx, or a 4xx without a JSON error message. */
  failures: { route: string; kind: string; status: number; answer: string; body: string }[];
}

const clearError = (text: string) => {
  try {
    const json = JSON.parse(text) as { success?: unknown; error?: unknown };
    return json.success === false && typeof json.error === 'string' && json.error.length > 0;
  } catch {
    return false;
  }
};

/**
 * Sends `rounds` fuzzed requests to every endpoint (deterministic for a seed), `parallel` at a time.
 * Bodies total rounds × the number of POST/PATCH endpoints.
 */
export async function fuzzLeadApi(
  send: Send,
  targets: FuzzTargets,
  { seed = 9, rounds = 850, parallel = 1 }: { seed?: number; rounds?: number; parallel?: number } = {},
): Promise<FuzzReport> {
  const random = seededRandom(seed);
  const report: FuzzReport = {
    endpoints: ENDPOINTS.map((e) => `${e.method} ${e.route}`),
    bodies: 0,
    requests: 0,
    histogram: {},
    byEndpoint: {},
    failures: [],
  };
  const jobs = Array.from({ length: rounds }, () => ENDPOINTS).flat();
  const one = async (endpoint: Endpoint) => {
    const name = `${endpoint.method} ${endpoint.route}`;
    const headers = headersFor(random, endpoint, targets);
    const body = endpoint.valid ? mutateBody(random, endpoint.valid(targets)) : undefined;
    if (body?.contentType) headers['Content-Type'] = body.contentType;
    const path = endpoint.path(random, targets);
    const answer = await send(endpoint.method, path, { headers, ...(body ? { body: body.text } : {}) });
    report.requests += 1;
    if (body) report.bodies += 1;
    const status = String(answer.status);
    report.histogram[status] = (report.histogram[status] ?? 0) + 1;
    const mine = (report.byEndpoint[name] ??= {});
    mine[status] = (mine[status] ?? 0) + 1;
    if (answer.status >= 500 || (answer.status >= 400 && !clearError(answer.text))) {
      report.failures.push({
        route: name,
        kind: body?.kind ?? 'query',
        status: answer.status,
        answer: answer.text.slice(0, 300),
        body: (body?.text ?? path).slice(0, 300),
      });
    }
  };
  for (let start = 0; start < jobs.length; start += parallel) {
    await Promise.all(jobs.slice(start, start + parallel).map(one));
  }
  return report;
}

/** Creates a lead, a valuation and a signed-in session through the API itself. */
export async function prepareTargets(
  send: Send,
  options: { latestCode: () => string; exportKeys: Map<string, string>; origins: string[] },
): Promise<FuzzTargets> {
  const post = async (path: string, body: object) => {
    const answer = await send('POST', path, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer.status >= 300) throw new Error(`fuzz set-up: ${path} answered ${answer.status} ${answer.text}`);
    return JSON.parse(answer.text) as Record<string, string>;
  };
  const phone = '0412 345 678';
  const { lead_id: leadId, lead_secret: leadSecret } = await post('/api/leads', lead);
  const { valuation_id: valuationId, valuation_secret: valuationSecret } = await post('/api/valuations', {
    website_id: 101,
    rego: 'ABC123',
    regoState: 'QLD',
  });
  await post('/api/auth/request-code', { phone_number: phone, website_id: 103 });
  const { token } = await post('/api/auth/verify', {
    phone_number: phone,
    website_id: 103,
    code: options.latestCode(),
  });
  return {
    leadId: leadId!,
    valuationId: valuationId!,
    leadSecret: leadSecret!,
    valuationSecret: valuationSecret!,
    sessionToken: token!,
    phone,
    exportKeys: options.exportKeys,
    origins: options.origins,
  };
}
