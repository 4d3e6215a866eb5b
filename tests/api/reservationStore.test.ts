import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReservationTable } from '../../server/reservations/table.ts';
import { LeadStore } from '../../server/store.ts';
import { RESERVATION_AT, reservationRow } from '../support/reservationRow.ts';
import { testStoreLocation } from '../support/testStore.ts';

/** The store's rule "one pending checkout or hold per car", on SQLite (api) and PostgreSQL (api-postgres). */
const opened: LeadStore[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const at = RESERVATION_AT;
const reservation = reservationRow;

async function twoInstances(): Promise<[ReservationTable, ReservationTable, LeadStore]> {
  const location = testStoreLocation(join(mkdtempSync(join(tmpdir(), 'reservations-')), 'leads.sqlite'));
  const first = new LeadStore(location);
  opened.push(first);
  await first.opened();
  const second = new LeadStore(location);
  opened.push(second);
  await second.opened();
  return [new ReservationTable(first.driver), new ReservationTable(second.driver), first];
}

describe('one pending checkout or hold per car, enforced by the store', () => {
  it('refuses a second checkout for the car from another instance, and allows one for another car', async () => {
    const [a, b] = await twoInstances();
    expect(await a.insertPending(reservation('r1', 101))).toBe(true);
    expect(await b.insertPending(reservation('r2', 101))).toBe(false);
    expect(await b.insertPending(reservation('r3', 102))).toBe(true);
    expect((await a.activeOnCar(101))?.id).toBe('r1');
  });

  it('of two instances inserting at once for one car, exactly one wins', async () => {
    const [a, b] = await twoInstances();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).insertPending(reservation(`race-${i}`, 555))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a held car takes no new checkout until its hold is over, then it does', async () => {
    const [a, b] = await twoInstances();
    await a.insertPending(reservation('r1', 201));
    expect(
      await a.change('r1', ['pending'], { state: 'held', paid_at: at, hold_ends_at: at + 48 * 3_600_000 }, at),
    ).toBe(true);
    expect(await b.insertPending(reservation('r2', 201))).toBe(false);
    expect(await a.change('r1', ['held'], { state: 'lapsed', ended_at: at }, at)).toBe(true);
    expect(await b.insertPending(reservation('r2', 201))).toBe(true);
  });

  it('a change applies only from the states it names, once', async () => {
    const [a, b] = await twoInstances();
    await a.insertPending(reservation('r1', 301));
    expect(await a.change('r1', ['pending'], { state: 'expired', ended_at: at }, at)).toBe(true);
    expect(await b.change('r1', ['pending'], { state: 'failed', ended_at: at }, at)).toBe(false);
    expect((await b.byId('r1'))?.state).toBe('expired');
  });

  it('a late payment cannot hold a car another reservation now holds', async () => {
    const [a, b] = await twoInstances();
    await a.insertPending(reservation('late', 401));
    await a.change('late', ['pending'], { state: 'expired', ended_at: at }, at);
    await b.insertPending(reservation('now', 401));
    await expect(a.change('late', ['expired'], { state: 'held', paid_at: at }, at)).rejects.toThrow();
    expect((await a.byId('late'))?.state).toBe('expired');
  });

  it('records each step with who did it', async () => {
    const [a] = await twoInstances();
    await a.insertPending(reservation('r1', 501));
    await a.record('r1', at, 'held', 'stripe-notification', 'pi_1');
    await a.record('r1', at + 1, 'extend', 'operator sam', '+24 h');
    expect(await a.events('r1')).toEqual([
      { at, action: 'held', actor: 'stripe-notification', detail: 'pi_1' },
      { at: at + 1, action: 'extend', actor: 'operator sam', detail: '+24 h' },
    ]);
  });
});
