import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { javaMissing, validateHtmlFiles } from './lib/htmlValidator.ts';
import { samplePages } from './lib/pageSample.ts';
import { buildEnv } from '../src/config/env/load.ts';
import { cliArgs } from '../scripts/lib/cli.ts';

// npm run validate-html [-- <slug>…]: the Nu Html Checker (vnu.jar, system Java) on a sample of every
// page kind of each built site; exits non-zero on any error.
const dist = resolve(buildEnv().OUT_DIR);
const wanted = cliArgs('npm run validate-html -- [<slug>…]', { allowPositionals: true }).positionals;
const slugs = readdirSync(dist, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_') && (wanted.length === 0 || wanted.includes(e.name)))
  .map((e) => e.name);

const missing = javaMissing();
if (missing) {
  console.error(
    `Cannot validate HTML: ${missing}. Install a Java runtime (e.g. apt-get install default-jre-headless).`,
  );
  process.exit(2);
}
const files = slugs.flatMap((slug) => samplePages(join(dist, slug)).map((p) => p.file));
const errors = validateHtmlFiles(files);
for (const e of errors) console.log(`✗ ${relative(dist, e.file)}:${e.line ?? '?'} ${e.message}`);
console.log(`${files.length} pages of ${slugs.length} dealers checked, ${errors.length} errors.`);
if (errors.length > 0) process.exitCode = 1;
