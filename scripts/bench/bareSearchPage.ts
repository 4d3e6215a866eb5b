import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';

/** Where the comparison page is written inside the benchmark's dealer site (served with it). */
export const BARE_PATH = '/__bare-instantsearch/';

/** Bundles the bare react-instantsearch page (minified, production React) into the site. */
export async function writeBarePage(
  siteDir: string,
  config: { host: string; token: string; indexUid: string },
): Promise<void> {
  const dir = join(siteDir, BARE_PATH);
  mkdirSync(dir, { recursive: true });
  const result = await build({
    entryPoints: [resolve('scripts/bench/bareSearchApp.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'app.js'),
    write: true,
    logLevel: 'silent',
  });
  if (result.errors.length > 0) throw new Error(`bare page bundle failed: ${result.errors[0]!.text}`);
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare react-instantsearch</title></head><body><div id="app"></div><script type="application/json" id="bare-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script><script type="module" src="${BARE_PATH}app.js"></script></body></html>`,
  );
}

/** Click a make in the bare page's refinement list → its hits changed → next frame painted, per make. */
export async function bareClickToPaint(page: Page, url: string, makes: readonly string[]): Promise<number[]> {
  await page.goto(url);
  await page.locator('.ais-Hits-item').first().waitFor();
  await page.locator('.ais-RefinementList-item').first().waitFor();
  const times: number[] = [];
  for (const make of makes) {
    const ms = await page.evaluate(async (label) => {
      const box = [...document.querySelectorAll<HTMLInputElement>('.ais-RefinementList-checkbox')].find(
        (input) => input.parentElement?.querySelector('.ais-RefinementList-labelText')?.textContent === label,
      );
      if (!box) return -1;
      const grid = document.querySelector('.card-grid')!;
      const start = performance.now();
      const changed = new Promise<void>((done) => {
        new MutationObserver((_, observer) => {
          observer.disconnect();
          done();
        }).observe(grid, { childList: true, subtree: true, characterData: true });
      });
      box.click();
      await changed;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const ms = performance.now() - start;
      box.click();
      return ms;
    }, make);
    if (ms >= 0) times.push(ms);
    await page.waitForTimeout(150);
  }
  return times;
}
