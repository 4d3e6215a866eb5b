import type { DeliveryQueue } from '../delivery/queue.ts';
import type { Fleet } from '../fleet.ts';
import { PROCESSORS } from '../payments/processors.ts';
import { noCarReader, type CarReader } from '../stock/carReader.ts';
import type { LeadStore } from '../store.ts';
import { meiliHoldIndex } from './holdIndex.ts';
import { Reservations } from './service.ts';

/** What the API and `npm run reservations` read from the environment for reservations. */
export interface ReservationEnv {
  MEILI_HOST?: string | undefined;
  MEILI_WRITE_KEY?: string | undefined;
  LEAD_API_PUBLIC_URL?: string | undefined;
  LEAD_API_HOST: string;
  LEAD_API_PORT: number;
}

/** Reservations over the real processors (their API bases from the environment) and the stock index. */
export function openReservations(
  parts: { store: LeadStore; queue: DeliveryQueue; fleet: Fleet; cars?: CarReader },
  env: ReservationEnv,
  processEnv: Readonly<Record<string, string | undefined>> = process.env,
): Reservations {
  return new Reservations({
    ...parts,
    cars: parts.cars ?? noCarReader,
    env: processEnv,
    processors: PROCESSORS,
    index: env.MEILI_HOST && env.MEILI_WRITE_KEY ? meiliHoldIndex(env.MEILI_HOST, env.MEILI_WRITE_KEY) : null,
    now: () => new Date(),
    log: (line) => {
      console.error(line);
    },
    apiUrl: env.LEAD_API_PUBLIC_URL ?? `http://${env.LEAD_API_HOST}:${env.LEAD_API_PORT}`,
  });
}
