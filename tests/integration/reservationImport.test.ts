import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '../../src/domain/car.ts';
import { importDealer, type ImportOptions } from '../../scripts/import/importDealer.ts';
import { adminClient, configureIndex, settle } from '../../scripts/lib/stockIndex.ts';
import { DeliveryQueue } from '../../server/delivery/queue.ts';
import { loadFleet } from '../../server/fleet.ts';
import { PROCESSORS } from '../../server/payments/processors.ts';
import { meiliHoldIndex } from '../../server/reservations/holdIndex.ts';
import { reservationPass } from '../../server/reservations/pass.ts';
import { Reservations } from '../../server/reservations/service.ts';
import { noCarReader } from '../../server/stock/carReader.ts';
import { LeadStore } from '../../server/store.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { reservationRow } from '../support/reservationRow.ts';
import { testStoreLocation } from '../support/testStore.ts';

/**
 * A paid hold meets the dealer's feed, against the real Meilisearch: the feed does not know of the
 * hold yet (the dealer's system learns of it later), so the import keeps the car reserved until the
 * hold ends; a feed that sells the car ends the hold as completed, and the shopper is told.
 */
const host = inject('meiliHost');
const master = inject('meiliMasterKey');
const client = adminClient(host, master);
const INDEX = 'reservation-import-test';
const hobart = demoDealers().find((d) => d.config.slug === 'hobart-toyota')!;
const tmp = mkdtempSync(join(tmpdir(), 'reservation-import-'));
const feedFile = resolve('dealers/hobart-toyota/stock-feed.csv');
const T0 = Date.parse('2026-11-30T01:00:00Z');
const HOUR = 3_600_000;
let nowMs = T0;
const store = new LeadStore(testStoreLocation(join(tmp, 'leads.sqlite')));
afterAll(async () => {
  await store.close();
});

const importAt = (at: number, source = feedFile) => {
  const feed = hobart.config.flags.feed;
  const options: ImportOptions = {
    slug: hobart.config.slug,
    dealer: { dealerships: hobart.config.dealerships, locations: hobart.locations },
    source,
    format: 'csv',
    mapping: { columns: feed.columns, separator: feed.separator },
    missing: feed.missing,
    maxRemovalPercent: feed.maxRemovalPercent,
    client,
    indexUid: INDEX,
    now: new Date(at),
    fingerprintDir: join(tmp, 'fingerprints'),
  };
  return importDealer(options);
};
const indexed = (id: number) => client.index<Car>(INDEX).getDocument(id);

function reservationsOnTestIndex() {
  const fleet = loadFleet(resolve('dealers'), true);
  const site = [...fleet.byWebsiteId.values()].find((s) => s.slug === 'hobart-toyota')!;
  fleet.byWebsiteId.set(site.websiteId, { ...site, indexUid: INDEX });
  return new Reservations({
    store,
    queue: new DeliveryQueue(store),
    fleet,
    cars: noCarReader,
    env: {},
    processors: PROCESSORS,
    index: meiliHoldIndex(host, master),
    now: () => new Date(nowMs),
    log: () => undefined,
    apiUrl: 'http://127.0.0.1:9',
  });
}

describe('the import over a paid hold', () => {
  it('keeps the car reserved until the hold ends; a feed that sells it completes the hold', async () => {
    await configureIndex(client, INDEX);
    await settle(client.index(INDEX).deleteAllDocuments(), 'clear test index');
    await store.opened();
    expect((await importAt(T0)).added).toBe(24);
    const car = (await client.index<Car>(INDEX).getDocuments({ limit: 100 })).results.find(
      (c) => c.status !== 'sold' && !c.reserved,
    )!;
    const svc = reservationsOnTestIndex();
    const site = [...svc.deps.fleet.byWebsiteId.values()].find((s) => s.slug === 'hobart-toyota')!;
    // A paid hold, as a confirmed payment leaves it (the payment itself is the API tests' business).
    const id = 'res_import_drill';
    await svc.table.insertPending(
      reservationRow(id, car.id, {
        leadId: 'lead_import_drill',
        websiteId: site.websiteId,
        carSlug: car.slug,
        carName: car.name,
        stocknum: car.stocknum,
        dealershipId: car.dealership_id,
        shopper: 'kim@example.com',
      }),
    );
    const ends = T0 + 48 * HOUR;
    await svc.table.change(
      id,
      ['pending'],
      { state: 'held', paid_at: T0, hold_ends_at: ends, payment_ref: 'pi_1' },
      T0,
    );
    await reservationPass(svc);
    const until = new Date(ends).toISOString();
    expect(await indexed(car.id)).toMatchObject({ reserved: true, reserved_until: until });

    // The feed still lists the car as plain stock a day later: the hold stands in the index.
    nowMs = T0 + 24 * HOUR;
    await importAt(nowMs);
    expect(await indexed(car.id)).toMatchObject({ reserved: true, reserved_until: until });
    expect(await reservationPass(svc)).toMatchObject({ completedBySale: 0 });
    expect((await svc.table.byId(id))?.state).toBe('held');

    // Then the dealer's system sells it to the shopper.
    const [header, ...rows] = readFileSync(feedFile, 'utf8').trimEnd().split('\n');
    const columns = header!.split(',');
    const sold = rows.map((row) => {
      const cells = row.split(',');
      if (cells[columns.indexOf('id')] !== String(car.id)) return row;
      cells[columns.indexOf('status')] = 'sold';
      return cells.join(',');
    });
    const soldFeed = join(tmp, 'sold.csv');
    writeFileSync(soldFeed, `${[header, ...sold].join('\n')}\n`);
    nowMs += HOUR;
    expect(await importAt(nowMs, soldFeed)).toMatchObject({ updated: 1, invalid: 0 });
    expect(await indexed(car.id)).toMatchObject({ status: 'sold', reserved: false });
    expect(await reservationPass(svc)).toMatchObject({ completedBySale: 1 });
    expect(await svc.table.byId(id)).toMatchObject({ state: 'completed' });
    const steps = await svc.table.events(id);
    expect(steps.find((e) => e.action === 'complete')?.actor).toBe('feed');
    const jobs = await store.driver.all('SELECT id FROM deliveries WHERE lead_id = ?', ['lead_import_drill']);
    expect(jobs.map((j) => String(j.id).split('.').slice(2).join('.'))).toContain('completed.shopper');
    expect(await reservationPass(svc)).toMatchObject({ completedBySale: 0 });
  });
});
