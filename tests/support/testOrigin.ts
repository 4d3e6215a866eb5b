import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { deployDealer, type DeployOutcome, type OriginSettings } from '../../scripts/deploy/deployDealer.ts';
import type { OriginDealer } from '../../scripts/deploy/nginxConfig.ts';
import { originGet } from '../../scripts/deploy/originHttp.ts';
import { writeFakeBuild, type FakeBreak, type FakeCars } from './fakeBuild.ts';
import { startNginx, type NginxOrigin } from './nginxOrigin.ts';

/** A deploy test file's origin: a temp folder, a real nginx serving its dealers, numbered fake builds. */
export interface TestOrigin {
  readonly work: string;
  /** The deploy root (releases/<slug>/…). */
  readonly root: string;
  /** Where nginx listens (set once the file's beforeAll ran). */
  readonly url: string;
  /** Deploy settings for this origin, with no lock wait. */
  readonly settings: OriginSettings;
  /** The folder of fake build n (dist-n/<slug>/ inside). */
  dist: (n: number) => string;
  /** Writes the next numbered fake build of `dealer` and returns its number. */
  nextBuild(dealer: OriginDealer, broken?: FakeBreak, cars?: FakeCars): number;
  /** Writes the next fake build of `dealer` and deploys it (`extra` settings on top of the origin's). */
  deployNext(
    dealer: OriginDealer,
    build?: { broken?: FakeBreak; cars?: FakeCars },
    extra?: Partial<OriginSettings>,
  ): Promise<{ version: number; outcome: DeployOutcome }>;
  /** The body of `path` on `host`, through nginx, as text. */
  page(host: string, path?: string): Promise<string>;
}

/**
 * Sets up a TestOrigin for the calling test file: the temp folder (`prefix…`) and nginx start in its
 * beforeAll and go away in its afterAll (the folder stays when KEEP_DEPLOY_WORK is set).
 */
export function testOrigin(prefix: string, dealers: OriginDealer[]): TestOrigin {
  const work = mkdtempSync(join(tmpdir(), prefix));
  // nginx workers run as an unprivileged user when the tests run as root: they must be able to read.
  chmodSync(work, 0o755);
  const root = join(work, 'origin');
  let nginx: NginxOrigin | undefined;
  let version = 0;
  const url = () => {
    if (!nginx) throw new Error('the test origin starts in beforeAll');
    return nginx.url;
  };
  const origin: TestOrigin = {
    work,
    root,
    get url() {
      return url();
    },
    get settings() {
      return { root, originUrl: url(), lockWaitMs: 0 };
    },
    dist: (n) => join(work, `dist-${n}`),
    nextBuild(dealer, broken = false, cars) {
      version += 1;
      writeFakeBuild(join(origin.dist(version), dealer.slug), dealer.name, version, broken, cars);
      return version;
    },
    async deployNext(dealer, build = {}, extra = {}) {
      const n = origin.nextBuild(dealer, build.broken, build.cars);
      return { version: n, outcome: await deployDealer(dealer, origin.dist(n), { ...origin.settings, ...extra }) };
    },
    page: async (host, path = '/') => (await originGet(url(), host, path)).body.toString(),
  };
  beforeAll(async () => {
    nginx = await startNginx(root, dealers);
  }, 30_000);
  afterAll(async () => {
    await nginx?.stop();
    if (!process.env.KEEP_DEPLOY_WORK) rmSync(work, { recursive: true, force: true });
  });
  return origin;
}
