import { syncHolds } from './holdIndex.ts';
import { checkoutOverdue, holdLapsed, planAction, type DealerAction } from './rules.ts';
import type { Reservations } from './service.ts';
import type { Reservation } from './table.ts';

/** What one pass did, for the log and the tests. */
export interface PassReport {
  settled: number;
  lapsed: number;
  refunded: number;
  refundsFailed: number;
  completedBySale: number;
}

/**
 * The reservation pass, run by the delivery worker every few minutes and by `npm run reservations --
 * --reconcile`: checkouts whose notification never came are read from the processor and settled,
 * holds past their end lapse, refunds due are made (each once, by its idempotency key), and the
 * index is made to say what the store says. Safe to run on several machines at once.
 */
export async function reservationPass(svc: Reservations): Promise<PassReport> {
  const report: PassReport = { settled: 0, lapsed: 0, refunded: 0, refundsFailed: 0, completedBySale: 0 };
  const { table, deps } = svc;
  for (const r of await table.needingWork()) {
    const now = deps.now().getTime();
    try {
      if (r.state === 'pending') {
        if (await settlePending(svc, r, now)) report.settled++;
      } else if (holdLapsed(r, now)) {
        await lapse(svc, r, now);
        report.lapsed++;
      }
      const fresh = (await table.byId(r.id)) ?? r;
      if (fresh.refundState === 'due') {
        if (await refund(svc, fresh)) report.refunded++;
        else report.refundsFailed++;
      }
    } catch (error) {
      deps.log(`reservations: ${r.id}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const work = await table.needingWork();
  const gone = await syncHolds(
    svc,
    work.map((r) => r.id),
  ).catch((error: unknown) => {
    deps.log(`reservations: the index could not be updated: ${(error as Error).message.split('\n')[0]}`);
    return [];
  });
  for (const r of gone) {
    // The feed sold the car (or no longer lists it): the hold ends as completed.
    if ((await act(svc, r.id, 'complete', 0, 'feed')).ok) report.completedBySale++;
  }
  return report;
}

/**
 * An open checkout, asked about every round: a payment whose notification was lost (our API down, a
 * webhook dropped) holds the car within a round, not when the checkout ends. One still open is left
 * to the shopper until its end, then ended at the processor. True when the checkout was settled.
 */
async function settlePending(svc: Reservations, r: Reservation, now: number): Promise<boolean> {
  const overdue = checkoutOverdue(r, now);
  const site = svc.deps.fleet.byWebsiteId.get(r.websiteId);
  const account = site ? svc.account(site, r.processor) : null;
  if (!r.sessionId || !account?.ok) {
    if (!overdue) return false;
    await svc.settle(r, { state: 'expired', reason: r.sessionId ? 'no processor account' : 'no payment page' }, 'pass');
    return true;
  }
  const client = svc.deps.processors[r.processor];
  let outcome = await client.readOutcome(account.account, r.sessionId);
  if (outcome.state === 'open') {
    if (!overdue) return false;
    await client.expire(account.account, r.sessionId);
    outcome = await client.readOutcome(account.account, r.sessionId);
    if (outcome.state === 'open') outcome = { state: 'expired', reason: 'checkout ended by the platform' };
  }
  await svc.settle(r, outcome, 'reconcile');
  return true;
}

async function lapse(svc: Reservations, r: Reservation, now: number): Promise<void> {
  const site = svc.deps.fleet.byWebsiteId.get(r.websiteId);
  const refundIt = site?.payments.lapsedDeposit !== 'keep';
  await svc.deps.store.write(async () => {
    const patch = { state: 'lapsed' as const, ended_at: now, ...(refundIt ? { refund_state: 'due' as const } : {}) };
    if (!(await svc.table.change(r.id, ['held'], patch, now))) return;
    await svc.table.record(r.id, now, 'lapsed', 'platform', refundIt ? 'deposit to be refunded' : 'deposit kept');
    if (site) await svc.announce.step('lapsed', (await svc.table.byId(r.id))!, site, now);
  });
}

/** Refunds a reservation's deposit at its processor, once (idempotency key per reservation). */
export async function refund(svc: Reservations, r: Reservation): Promise<boolean> {
  const site = svc.deps.fleet.byWebsiteId.get(r.websiteId);
  const account = site ? svc.account(site, r.processor) : null;
  const now = svc.deps.now().getTime();
  if (!site || !account?.ok || !r.paymentRef) {
    const why = !r.paymentRef ? 'no payment reference' : account && !account.ok ? account.error : 'unknown dealer';
    await svc.table.change(r.id, [r.state], { refund_error: why }, now);
    return false;
  }
  try {
    const done = await svc.deps.processors[r.processor].refund(
      account.account,
      { paymentRef: r.paymentRef, amountCents: r.amountCents },
      `refund-${r.id}`,
    );
    await svc.deps.store.write(async () => {
      const patch = { refund_state: 'done', refund_ref: done.refundRef, refund_error: null } as const;
      if (!(await svc.table.change(r.id, [r.state], patch, now, 'due'))) return;
      await svc.table.record(r.id, now, 'refunded', 'processor', done.refundRef);
      await svc.announce.step('refunded', (await svc.table.byId(r.id))!, site, now);
    });
    return true;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'refund failed';
    await svc.table.change(r.id, [r.state], { refund_error: reason }, now);
    svc.deps.log(`reservations: refund of ${r.id} failed: ${reason}`);
    return false;
  }
}

/**
 * A dealer's (or the feed's) action on a reservation, recorded with who did it: complete, release
 * (deposit refunded), refund, or extend the hold by `hours`. Refused with a one-line reason when the
 * reservation's state does not allow it; repeating a done action changes nothing.
 */
export async function act(
  svc: Reservations,
  id: string,
  action: DealerAction,
  hours: number,
  actor: string,
  // The command waits for the index to show the change; the console answers at once (a busy engine
  // can take seconds to apply it) and the index follows, or the next pass makes it.
  index: 'wait' | 'follow' = 'wait',
): Promise<{ ok: true; reservation: Reservation } | { ok: false; error: string }> {
  const r = await svc.table.byId(id);
  if (!r) return { ok: false, error: `no reservation ${id}` };
  const site = svc.deps.fleet.byWebsiteId.get(r.websiteId);
  if (!site) return { ok: false, error: `reservation ${id} belongs to no dealer this API serves` };
  const plan = planAction(r, action, hours);
  if (!plan.ok) return plan;
  const now = svc.deps.now().getTime();
  const changed = await svc.deps.store.write(async () => {
    const patch = {
      state: plan.state,
      hold_ends_at: plan.holdEndsAt,
      ...(plan.refund ? { refund_state: 'due' as const, refund_error: null } : {}),
      ...(plan.state !== 'held' && r.endedAt === null ? { ended_at: now } : {}),
    };
    if (!(await svc.table.change(r.id, [r.state], patch, now))) return false;
    await svc.table.record(r.id, now, action, actor, action === 'extend' ? `+${hours} h` : '');
    const step = { complete: 'completed', release: 'released', refund: null, extend: 'extended' } as const;
    const event = step[action];
    if (event) await svc.announce.step(event, (await svc.table.byId(r.id))!, site, now);
    return true;
  });
  if (!changed) return { ok: false, error: `reservation ${id} changed meanwhile; look again` };
  let fresh = (await svc.table.byId(id))!;
  if (fresh.refundState === 'due') await refund(svc, fresh);
  const shown = syncHolds(svc, [id]).catch(() => undefined);
  if (index === 'wait') await shown;
  fresh = (await svc.table.byId(id))!;
  return { ok: true, reservation: fresh };
}
