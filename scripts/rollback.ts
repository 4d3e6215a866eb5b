import { rollbackDealer } from './deploy/rollbackDealer.ts';
import { deployArgs, originDealers } from './deploy/settings.ts';

// npm run rollback -- --dealer=<slug> [--to <release>]: puts the newest good older release (or the
// named one) back, smoke-checks it and purges the CDN; the release left is marked bad.
const { values, settings, wanted } = deployArgs();
if (wanted.length === 0) {
  console.error('Name the dealer: npm run rollback -- --dealer=<slug> [--to <release>]');
  process.exit(2);
}
if (values.to && wanted.length > 1) {
  console.error('--to names one release of one dealer: give one --dealer with it.');
  process.exit(2);
}
const dealers = originDealers(values['dealers-dir']);
let failed = 0;
for (const slug of wanted) {
  const dealer = dealers.find((d) => d.slug === slug);
  const outcome = dealer
    ? await rollbackDealer(dealer, settings, values.to || undefined)
    : { ok: false, message: `No valid dealer config for "${slug}" in ${values['dealers-dir']}.` };
  console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.message}`);
  if (!outcome.ok) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
