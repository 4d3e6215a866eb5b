import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deployDealer, reportStatus } from './deploy/deployDealer.ts';
import { initNginx, sitesFile, writeSitesConfig } from './deploy/initNginx.ts';
import { deployArgs, originDealers } from './deploy/settings.ts';

// npm run deploy [-- --dealer=<slug> ...]: publishes each dealer's last good build to the origin.
// npm run deploy -- --init-nginx <dir>: writes a whole origin nginx.conf there, then stops.
const { values, settings, nginx, wanted } = deployArgs();
const dealers = originDealers(values['dealers-dir']);
const distRoot = resolve(values.dist);

const unknown = wanted.filter((slug) => !dealers.some((d) => d.slug === slug));
if (unknown.length > 0) {
  console.error(`No valid dealer config for ${unknown.map((s) => `"${s}"`).join(', ')} in ${values['dealers-dir']}.`);
  process.exit(2);
}

if (values['init-nginx']) {
  const conf = initNginx(dealers, nginx, {
    dir: values['init-nginx'],
    mimeTypes: values['mime-types'],
    user: values['nginx-user'],
    realIpFrom: values['real-ip-from'].flatMap((c) => c.split(',')).filter(Boolean),
    realIpHeader: values['real-ip-header'],
  });
  console.log(`nginx config written to ${conf} (server blocks: ${sitesFile(nginx.root)}).`);
  console.log(`Check it with nginx -t -c ${conf}, then start nginx with it (see docs/operations/nginx.md).`);
  process.exit(0);
}

// The nginx config follows the dealer configs; nginx needs a reload only when this file changes.
if (writeSitesConfig(dealers, nginx)) {
  console.log(`nginx config written to ${sitesFile(nginx.root)}: reload nginx (nginx -s reload) to serve it.`);
}

// With no --dealer, every dealer whose last build succeeded (the build report says so, or there is
// no report and a dist folder exists). Named dealers go through the refusals whatever their state.
const chosen =
  wanted.length > 0
    ? dealers.filter((d) => wanted.includes(d.slug))
    : dealers.filter((d) => {
        const status = reportStatus(distRoot, d.slug);
        return status === undefined ? existsSync(join(distRoot, d.slug)) : status === 'built';
      });
if (chosen.length === 0) {
  console.error(`Nothing to deploy: no dealer has a successful build in ${distRoot}.`);
  process.exit(1);
}

const started = performance.now();
let failed = 0;
// One dealer at a time: each deploy is disk-bound and the smoke check wants the origin to itself.
for (const dealer of chosen) {
  const outcome = await deployDealer(dealer, distRoot, settings);
  console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.message} (${outcome.seconds.toFixed(1)} s)`);
  if (!outcome.ok) failed += 1;
}
console.log(
  `${chosen.length - failed}/${chosen.length} dealers deployed in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
process.exitCode = failed > 0 ? 1 : 0;
