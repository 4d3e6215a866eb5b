import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One error the Nu Html Checker reported. */
export interface VnuError {
  file: string;
  line: number | null;
  message: string;
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

const vnuJar = () =>
  join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** Whether a `java` runtime is on PATH (vnu.jar needs one); the reason when it is not. */
export function javaMissing(): string | null {
  const run = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return run.error || run.status !== 0 ? `java is not runnable (${run.error?.message ?? `exit ${run.status}`})` : null;
}

/** The Nu Html Checker (vnu.jar, system Java) on the given HTML files: its errors, none when valid. */
export function validateHtmlFiles(files: string[]): VnuError[] {
  if (files.length === 0) return [];
  let output: string;
  try {
    output = execFileSync('java', ['-jar', vnuJar(), '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // vnu exits 1 when it found errors and writes its JSON report to stderr.
    output = (error as { stderr?: string }).stderr ?? '';
  }
  return (JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] }).messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url.startsWith('file:') ? new URL(m.url).pathname : m.url,
      line: m.lastLine ?? null,
      message: m.message,
    }));
}
