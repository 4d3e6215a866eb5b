import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { bareHost, inwardAddress, redirectRefusal } from './address.ts';
import { FeedError } from './feedError.ts';
import { networkErrorLine, statusLine } from './netErrors.ts';
import { scrubUrl } from './scrub.ts';

export interface UrlOptions {
  /** The credential headers: sent to the configured origin only, not to another one a redirect names. */
  headers: Readonly<Record<string, string>>;
  extraCa?: string;
  timeoutMs: number;
  maxRedirects: number;
  /** The fetch's deadline: aborts the request wherever it is. */
  signal?: AbortSignal;
}

interface Address {
  address: string;
  family: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Resolves a redirect target and refuses it when any of its addresses is inward; the addresses are then pinned. */
async function publicAddresses(url: URL): Promise<Address[]> {
  const host = bareHost(url);
  const refused = `refused a redirect to ${scrubUrl(url.href)}`;
  let addresses: Address[];
  try {
    addresses = await lookup(host, { all: true, order: 'verbatim' });
  } catch (error) {
    throw new FeedError(`${refused}: ${networkErrorLine((error as NodeJS.ErrnoException).code, '', host)}`);
  }
  for (const { address } of addresses) {
    const kind = inwardAddress(address);
    if (kind === null) continue;
    const what = address === host ? `${host} is` : `${host} resolves to ${address},`;
    throw new FeedError(`${refused}: ${what} a ${kind} address`);
  }
  return addresses;
}

/** Connects only to the addresses already checked, so a second DNS answer cannot point the request inward. */
function pinnedLookup(addresses: Address[]): LookupFunction {
  return (_host, options, callback) => {
    if (options.all === true) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  };
}

function get(url: URL, headers: Readonly<Record<string, string>>, pinned: Address[] | null, options: UrlOptions) {
  const https = url.protocol === 'https:';
  const request: RequestOptions & { ca?: string[] } = {
    headers: { ...headers, 'user-agent': 'dealer-sites-feed-import' },
    timeout: options.timeoutMs,
    agent: false,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(pinned === null ? {} : { lookup: pinnedLookup(pinned) }),
    ...(https && options.extraCa !== undefined ? { ca: [...rootCertificates, options.extraCa] } : {}),
  };
  const host = url.host;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(url, request, resolve);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'FEED_TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => {
      reject(new FeedError(networkErrorLine(error.code, error.message, host)));
    });
    req.end();
  });
}

/**
 * GETs a feed URL, following redirects itself: at most `maxRedirects`, never from https to http, never to
 * an address inside a network. The configured URL's origin is trusted as written; only where it points on is checked.
 */
export async function openUrl(start: URL, options: UrlOptions): Promise<IncomingMessage> {
  let url = start;
  let headers = options.headers;
  let pinned: Address[] | null = null;
  for (let hop = 0; ; hop++) {
    const response = await get(url, headers, pinned, options);
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    response.resume();
    if (!REDIRECTS.has(status)) throw new FeedError(statusLine(status));
    const location = response.headers.location;
    if (location === undefined) throw new FeedError(`HTTP ${status}: a redirect without a Location`);
    if (hop >= options.maxRedirects) throw new FeedError(`more than ${options.maxRedirects} redirects`);
    const next = new URL(location, url);
    const refusal = redirectRefusal(url, next);
    if (refusal !== null) throw new FeedError(`${refusal}: ${scrubUrl(next.href)}`);
    // Back to the configured origin is as trusted as the configured URL; anywhere else is checked.
    pinned = next.origin === start.origin ? null : await publicAddresses(next);
    // The headers are the feed's credentials: they go to the configured origin only.
    if (next.origin !== url.origin) headers = {};
    url = next;
  }
}
