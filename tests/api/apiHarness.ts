import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../../server/app.ts';
import type { OutboundMessage } from '../../server/context.ts';
import { loadFleet } from '../../server/fleet.ts';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import type { CarReader } from '../../server/stock/carReader.ts';
import { LeadStore } from '../../server/store.ts';
import { testStoreLocation } from '../support/testStore.ts';

export const EXPORT_KEY = 'k'.repeat(24);

/**
 * The lead API in-process (the app server/main.ts serves) over an on-disk store in a fresh temp
 * folder, as in production (WAL, file locks), or a fresh PostgreSQL schema on the api-postgres run
 * (tests/support/testStore.ts), with a message log and a settable clock.
 */
export function apiHarness(
  options: { rateLimit?: number; maxBodyBytes?: number; cars?: CarReader; dbPath?: string; authSecret?: Buffer } = {},
) {
  const store = new LeadStore(
    testStoreLocation(options.dbPath ?? join(mkdtempSync(join(tmpdir(), 'api-harness-')), 'leads.sqlite')),
  );
  const queue = new DeliveryQueue(store);
  const fleet = loadFleet(resolve('dealers'), true);
  const messages: OutboundMessage[] = [];
  let nowMs = Date.parse('2026-03-02T01:00:00Z');
  const app = createApp({
    store,
    queue,
    fleet,
    keys: new Map(fleet.sites.map((s) => [s.slug, `${s.slug}-${EXPORT_KEY}`])),
    ...(options.cars ? { cars: options.cars } : {}),
    ...(options.authSecret ? { authSecret: options.authSecret } : {}),
    now: () => new Date(nowMs),
    send: (m) => messages.push(m),
    rateLimit: options.rateLimit ?? 0,
    trustProxy: 1,
    maxBodyBytes: options.maxBodyBytes ?? 32_768,
  });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    let json: Record<string, unknown>;
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      json = { text };
    }
    return { status: res.status, json, headers: res.headers, text };
  };
  return {
    app,
    store,
    queue,
    fleet,
    messages,
    call,
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
    site: (slug: string) => fleet.bySlug.get(slug)!,
  };
}

/** A valid general enquiry for the group demo dealer (four dealerships, terms required). */
export const groupEnquiry = {
  form: 'general-enquiry',
  website_id: 102,
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '2300',
  message: 'Do you have a white CX-5?',
  category: 'General Enquiry',
  location_id: 1021,
  dealership_slug: 'harbour-mazda-broadmeadow',
  terms: true,
};
