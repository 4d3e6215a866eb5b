import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { samplePages } from './lib/pageSample.ts';

// npm run validate-html [-- <slug>…]: the Nu Html Checker (vnu.jar, system Java) on a sample of every
// page kind of each built site; exits non-zero on any error.
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const dist = resolve(process.env.OUT_DIR ?? 'dist');
const wanted = process.argv.slice(2);
const slugs = readdirSync(dist, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_') && (wanted.length === 0 || wanted.includes(e.name)))
  .map((e) => e.name);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const files = slugs.flatMap((slug) => samplePages(join(dist, slug)).map((p) => p.file));
let output: string;
try {
  output = execFileSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
} catch (error) {
  // vnu exits 1 when it found errors and writes its JSON report to stderr.
  output = (error as { stderr?: string }).stderr ?? '';
}
const messages = (JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] }).messages.filter(
  (m) => m.type === 'error' || m.type === 'non-document-error',
);
for (const m of messages) {
  console.log(`✗ ${relative(dist, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}`);
}
console.log(`${files.length} pages of ${slugs.length} dealers checked, ${messages.length} errors.`);
if (messages.length > 0) process.exitCode = 1;
