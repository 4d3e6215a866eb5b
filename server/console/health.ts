import { join } from 'node:path';
import { currentRelease, readMeta, releaseStates } from '../../scripts/deploy/releaseFiles.ts';
import { builtCarCount, readImportRecord, stockRow } from '../../scripts/lib/stockReport.ts';
import type { DeliveryQueue } from '../delivery/queue.ts';
import type { FleetSite } from '../fleet.ts';
import type { FleetFiles } from '../metrics/fleetFiles.ts';
import type { LeadStore } from '../store.ts';
import { VitalsStore } from '../vitals/vitalsStore.ts';

/**
 * A dealer's stock and site health for its managers, from the same records and code as the morning
 * report and /metrics: the last import (its counts, kept and skipped rows, the feed's age against its
 * limit, live cars by type and location), the last build's car count, the live release and any bad
 * ones, lead deliveries waiting or dead, and the field vitals p75 per page kind. A record this host
 * does not hold (no import yet, no origin here) is null.
 */
export async function dealerHealth(
  parts: { store: LeadStore; queue: DeliveryQueue; files: FleetFiles | undefined },
  site: FleetSite,
  now: Date,
) {
  const { files } = parts;
  const record = files ? readImportRecord(files.stockDir, site.slug) : null;
  const stock = record && files ? stockRow(record, now, builtCarCount(join(files.distDir, site.slug))) : null;
  const releasesDir = files?.deployRoot ? join(files.deployRoot, 'releases', site.slug) : null;
  const live = releasesDir ? currentRelease(releasesDir) : null;
  const liveMeta = releasesDir && live ? readMeta(join(releasesDir, live)) : null;
  // Lead deliveries only: sign-in codes and console links are queued without a lead.
  const unfinished = (await parts.queue.unfinished(site.websiteId)).filter((j) => j.lead_id !== '');
  const vitals = await new VitalsStore(parts.store).summary(now, site.websiteId);
  return {
    stock,
    build: { cars: files ? builtCarCount(join(files.distDir, site.slug)) : null },
    release: releasesDir
      ? {
          live,
          deployedAt: liveMeta?.deployedAt ?? null,
          cars: liveMeta?.cars?.listed ?? null,
          bad: releaseStates(releasesDir)
            .filter((r) => r.bad !== null)
            .map((r) => ({ id: r.id, reason: r.bad })),
        }
      : null,
    deliveries: {
      dead: unfinished.filter((j) => j.status === 'dead').length,
      waiting: unfinished.filter((j) => j.status !== 'dead').length,
    },
    vitals: vitals
      .map((v) => ({ page: v.page, views: v.views, p75: v.p75 }))
      .sort((a, b) => a.page.localeCompare(b.page)),
  };
}
