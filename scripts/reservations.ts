import { DeliveryQueue } from '../server/delivery/queue.ts';
import { serverEnv } from '../server/env/load.ts';
import { loadFleet } from '../server/fleet.ts';
import { reservationLine } from '../server/reservations/listing.ts';
import { act, reservationPass } from '../server/reservations/pass.ts';
import { openReservations } from '../server/reservations/runtime.ts';
import type { DealerAction } from '../server/reservations/rules.ts';
import { LeadStore, storeLocation } from '../server/store.ts';
import { cliArgs, wholeNumber } from './lib/cli.ts';

/**
 * `npm run reservations -- --dealer=<slug>`: a dealer's reservations, newest first; with
 * `--complete <id>`, `--release <id>` (deposit refunded), `--refund <id>` or `--extend <id> --hours N`
 * one action, recorded with the operator as its actor and idempotent at the processor;
 * `--reconcile` runs the reservation pass now (what the API runs every few minutes).
 */
const USAGE =
  'npm run reservations -- --dealer=<slug> [--complete <id> | --release <id> | --refund <id> | --extend <id> --hours N] | --reconcile';
const { values } = cliArgs(USAGE, {
  options: {
    dealer: { type: 'string' },
    complete: { type: 'string' },
    release: { type: 'string' },
    refund: { type: 'string' },
    extend: { type: 'string' },
    hours: { type: 'string' },
    reconcile: { type: 'boolean', default: false },
  },
});
const env = serverEnv();
const fleet = loadFleet(env.DEALERS_DIR, false);
const store = new LeadStore(storeLocation(env));
await store.opened();
const reservations = openReservations({ store, queue: new DeliveryQueue(store), fleet }, env);
const done = async (code: number) => {
  await store.close();
  process.exit(code);
};

if (values.reconcile) {
  const report = await reservationPass(reservations);
  console.log(
    Object.entries(report)
      .map(([what, n]) => `${what} ${n}`)
      .join(', '),
  );
  await done(report.refundsFailed > 0 ? 1 : 0);
}
const site = values.dealer ? fleet.bySlug.get(values.dealer) : undefined;
if (!site) {
  console.error(values.dealer ? `No dealer "${values.dealer}" in the fleet.` : `Name the dealer. Usage: ${USAGE}`);
  await done(2);
}
const dealer = site!;
const actions = (['complete', 'release', 'refund', 'extend'] as const).filter((a) => values[a] !== undefined);
if (actions.length > 1) {
  console.error(`One action at a time, not ${actions.map((a) => `--${a}`).join(' and ')}.`);
  await done(2);
}
const action: DealerAction | undefined = actions[0];
if (!action) {
  const rows = await reservations.table.ofSite(dealer.websiteId);
  if (rows.length === 0) console.log(`No reservations for ${dealer.slug}.`);
  for (const r of rows) console.log(reservationLine(r, dealer.contacts.dealer.timeZone));
  await done(0);
}
const id = values[action!]!;
const owned = await reservations.table.byId(id);
if (owned?.websiteId !== dealer.websiteId) {
  console.error(`${dealer.slug} has no reservation ${id}.`);
  await done(1);
}
const hours = action === 'extend' ? wholeNumber('hours', values.hours ?? '', 1, 336) : 0;
const result = await act(reservations, id, action!, hours, `operator ${process.env.USER ?? 'unknown'}`);
if (!result.ok) {
  console.error(`${id}: ${result.error}.`);
  await done(1);
} else {
  console.log(reservationLine(result.reservation, dealer.contacts.dealer.timeZone));
  await done(0);
}
