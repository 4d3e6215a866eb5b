import { execFileSync } from 'node:child_process';
import { buildEnv } from '../../src/config/env/load.ts';
import { loadAllDealers } from '../../src/config/loadDealer.ts';
import { cliArgs, dealersDirOption, wholeNumber } from '../lib/cli.ts';
import type { OriginSettings } from './deployDealer.ts';
import type { NginxOptions, OriginDealer } from './nginxConfig.ts';
import { resolve } from 'node:path';

const DEPLOY_USAGE =
  'npm run deploy|rollback|releases -- [--dealer=<slug>[,<slug>…]]… [--dealers-dir DIR] [--dist DIR] [--root DIR] [--origin-url URL] [--listen L] [--lock-wait S] [--image-service URL] [--allow-shrink] [--to RELEASE] [--init-nginx DIR [--nginx-user U] [--mime-types F] [--real-ip-from CIDR]… [--real-ip-header H]] [--tls-cert F --tls-key F [--tls-listen L]]';

/** Command-line flags shared by deploy, rollback and releases (each with an environment default). */
export function deployArgs(args = process.argv.slice(2)) {
  const env = buildEnv();
  const { values } = cliArgs(DEPLOY_USAGE, {
    args,
    options: {
      dealer: { type: 'string', multiple: true, default: [] },
      'dealers-dir': dealersDirOption(env),
      dist: { type: 'string', default: env.OUT_DIR },
      root: { type: 'string', default: env.DEPLOY_ROOT },
      'origin-url': { type: 'string', default: env.DEPLOY_ORIGIN_URL },
      listen: { type: 'string', default: env.DEPLOY_LISTEN },
      'lock-wait': { type: 'string', default: '60' },
      'image-service': { type: 'string', default: env.DEPLOY_IMAGE_SERVICE_URL ?? '' },
      'allow-shrink': { type: 'boolean', default: false },
      to: { type: 'string', default: '' },
      'init-nginx': { type: 'string', default: '' },
      'nginx-user': { type: 'string', default: 'www-data' },
      'mime-types': { type: 'string', default: '/etc/nginx/mime.types' },
      'real-ip-from': { type: 'string', multiple: true, default: [] },
      'real-ip-header': { type: 'string', default: 'X-Forwarded-For' },
      'tls-cert': { type: 'string', default: '' },
      'tls-key': { type: 'string', default: '' },
      'tls-listen': { type: 'string', default: '443' },
    },
  });
  const settings: OriginSettings = {
    root: values.root,
    originUrl: values['origin-url'],
    lockWaitMs: wholeNumber('lock-wait', values['lock-wait'], 0) * 1000,
    purgeUrl: env.DEPLOY_PURGE_URL,
    purgeToken: env.DEPLOY_PURGE_TOKEN,
    allowShrink: values['allow-shrink'],
  };
  if (Boolean(values['tls-cert']) !== Boolean(values['tls-key'])) {
    console.error('Give both --tls-cert and --tls-key, or neither.');
    process.exit(2);
  }
  const nginx: NginxOptions = {
    root: resolve(values.root),
    listen: values.listen,
    brotli: nginxHasBrotli(),
    imageService: values['image-service'] || undefined,
    tls: values['tls-cert']
      ? { listen: values['tls-listen'], cert: resolve(values['tls-cert']), key: resolve(values['tls-key']) }
      : undefined,
  };
  return { values, settings, nginx, wanted: values.dealer.flatMap((d) => d.split(',')).filter(Boolean) };
}

/** Every valid dealer's origin facts from the dealer configs. */
export function originDealers(dealersDir: string): OriginDealer[] {
  return loadAllDealers(dealersDir).flatMap((load) =>
    load.ok
      ? [
          {
            slug: load.slug,
            name: load.dealer.config.name,
            origin: load.dealer.config.origin,
            maxRemovalPercent: load.dealer.config.flags.feed.maxRemovalPercent,
          },
        ]
      : [],
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
