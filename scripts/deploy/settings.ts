import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DEFAULT_DEALERS_DIR, loadAllDealers } from '../../src/config/loadDealer.ts';
import type { OriginSettings } from './deployDealer.ts';
import type { OriginDealer } from './nginxConfig.ts';

/** An environment variable, with the empty string counting as unset. */
const setting = (name: string): string | undefined => {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
};

/** Command-line flags shared by deploy, rollback and releases (each with an environment default). */
export function deployArgs(args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: {
      dealer: { type: 'string', multiple: true, default: [] },
      'dealers-dir': { type: 'string', default: process.env.DEALERS_DIR ?? DEFAULT_DEALERS_DIR },
      dist: { type: 'string', default: process.env.OUT_DIR ?? 'dist' },
      root: { type: 'string', default: process.env.DEPLOY_ROOT ?? '.data/origin' },
      'origin-url': { type: 'string', default: process.env.DEPLOY_ORIGIN_URL ?? 'http://127.0.0.1' },
      listen: { type: 'string', default: process.env.DEPLOY_LISTEN ?? '80' },
      'lock-wait': { type: 'string', default: '60' },
      'image-service': { type: 'string', default: process.env.DEPLOY_IMAGE_SERVICE_URL ?? '' },
    },
  });
  const settings: OriginSettings = {
    root: values.root,
    originUrl: values['origin-url'],
    lockWaitMs: Number(values['lock-wait']) * 1000,
    purgeUrl: setting('DEPLOY_PURGE_URL'),
    purgeToken: setting('DEPLOY_PURGE_TOKEN'),
  };
  return { values, settings, wanted: values.dealer.flatMap((d) => d.split(',')).filter(Boolean) };
}

/** Every valid dealer's origin facts from the dealer configs. */
export function originDealers(dealersDir: string): OriginDealer[] {
  return loadAllDealers(dealersDir).flatMap((load) =>
    load.ok ? [{ slug: load.slug, name: load.dealer.config.name, origin: load.dealer.config.origin }] : [],
  );
}

/** True when this machine's nginx was built with the brotli module (or loads it). */
export function nginxHasBrotli(nginx = '/usr/sbin/nginx'): boolean {
  try {
    const version = execFileSync(nginx, ['-V'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return /brotli/i.test(version);
  } catch (error) {
    return /brotli/i.test((error as { stderr?: string }).stderr ?? '');
  }
}
