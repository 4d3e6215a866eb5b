import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConsole, CONSOLE_DIST, CONSOLE_JS_BUDGET, consoleJsBytes } from '../../scripts/lib/consoleBuild.ts';

// The dealer console's own build (npm run build:console): one page under /console/, within its
// JavaScript budget, nothing fetched from elsewhere.
describe('the dealer console build', () => {
  it('is one page whose scripts stay within the budget', () => {
    buildConsole();
    const html = readFileSync(join(CONSOLE_DIST, 'index.html'), 'utf8');
    expect(html).toContain('<title>Dealer console</title>');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) expect(src[1]).toMatch(/^\/console\//);
    const js = consoleJsBytes();
    console.log(`console JavaScript: ${js.total} bytes gzip of ${CONSOLE_JS_BUDGET} (${JSON.stringify(js.files)})`);
    expect(js.total).toBeGreaterThan(10_000);
    expect(js.total).toBeLessThanOrEqual(CONSOLE_JS_BUDGET);
  });
});
