import type { Registry } from 'prom-client';
import type { Fleet } from './fleet.ts';
import type { FleetFiles } from './metrics/fleetFiles.ts';
import type { DealerKeys } from './dealerKeys.ts';
import type { DeliveryQueue } from './delivery/queue.ts';
import type { CarReader } from './stock/carReader.ts';
import type { LeadStore } from './store.ts';
import type { Reservations } from './reservations/service.ts';

/** A message for a person (one-time code by SMS, lead notification by email); a log in development. */
export interface OutboundMessage {
  channel: 'sms' | 'email';
  to: string[];
  subject: string;
  text: string;
  /** The dealer site it is sent for (counted per dealer). */
  websiteId?: number;
}

/** Everything the routes need, passed in so tests can run the API in-process. */
export interface ApiDeps {
  store: LeadStore;
  /** The server-side outbox: lead deliveries written in the lead's own transaction. */
  queue: DeliveryQueue;
  fleet: Fleet;
  keys: DealerKeys;
  /** Live stock reads (the reservation check); without a search engine reservations wait with 503. */
  cars?: CarReader;
  now: () => Date;
  send: (message: OutboundMessage) => void;
  /** Requests per minute per client IP (0: off). */
  rateLimit: number;
  /** Proxies you run in front of the API: the client IP is that many entries from X-Forwarded-For's right end (server/clientAddress.ts). */
  trustProxy: number;
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** Server secret that salts sign-in code and phone hashes (server/signInLedger.ts); random per process if unset. */
  authSecret?: Buffer;
  /** Vitals beacons one client may add per dealer and day (server/vitals/rules.ts default when unset; 0: no cap). */
  vitalsPerClientDay?: number;
  /** Sign-in codes one dealer may send per hour (server/signInLimits.ts default when unset). */
  codeSendsPerDealerHour?: number;
  /** Paid reservations (hosted payment pages, processor notifications); absent: no payment routes. */
  reservations?: Reservations;
  /**
   * The dealer console's public origin (sign-in links point there; its requests must come from it);
   * absent: no console routes.
   */
  consoleUrl?: string;
  /** Where this host's batch jobs leave their records (imports, builds, releases): /metrics and the console read them. */
  fleetFiles?: FleetFiles;
  /** The console's built page (`npm run build:console`), served at /console/. */
  consoleDir?: string;
  /** The Prometheus registry `/metrics` serves and the ops token it asks for (server/metrics/). */
  metrics?: { registry: Registry; token: string | undefined };
}

export interface ApiEnv {
  Variables: { body: Record<string, unknown>; bodyHash: string; dealerScope: string };
}
