import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brokenLinks } from './lib/linkCheck.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from '../scripts/lib/cli.ts';

// npm run check-links [-- <slug>…]: every internal link of each built site in dist/ must resolve.
const dist = resolve(buildEnv().OUT_DIR);
const wanted = cliArgs('npm run check-links -- [<slug>…]', { allowPositionals: true }).positionals;
const slugs = readdirSync(dist, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_') && (wanted.length === 0 || wanted.includes(e.name)))
  .map((e) => e.name);
let total = 0;
for (const slug of slugs) {
  const broken = brokenLinks(join(dist, slug));
  total += broken.length;
  console.log(`${broken.length === 0 ? '✓' : '✗'} ${slug}: ${broken.length} broken internal links`);
  for (const b of broken.slice(0, 20)) console.log(`    ${b.page} → ${b.target}`);
  if (broken.length > 20) console.log(`    … and ${broken.length - 20} more`);
}
if (total > 0) process.exitCode = 1;
