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

/** Where a click lands and what it changes, for clickToPaint. */
export interface ClickTarget {
  /** Clickable elements, one per make. */
  items: string;
  /** Element holding a make's label text, inside the clickable element or else its parent. */
  label: string;
  /** The results container whose change means the new results are shown. */
  grid: string;
}

/**
 * Clicks the make whose label is `make` and measures click → the results change → the next frame
 * is painted (rAF, then a task after it), in milliseconds; -1 when no such make is listed.
 */
export function clickToPaint(page: Page, target: ClickTarget, make: string): Promise<number> {
  return page.evaluate(
    async ({ items, label, grid: gridSelector, make: wanted }) => {
      const element = [...document.querySelectorAll<HTMLElement>(items)].find(
        (e) => (e.querySelector(label) ?? e.parentElement?.querySelector(label))?.textContent === wanted,
      );
      const grid = document.querySelector(gridSelector);
      if (!element || !grid) return -1;
      const start = performance.now();
      const changed = new Promise<void>((done) => {
        new MutationObserver((_, observer) => {
          observer.disconnect();
          done();
        }).observe(grid, { childList: true, subtree: true, characterData: true });
      });
      element.click();
      await changed;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      return performance.now() - start;
    },
    { ...target, make },
  );
}

const BARE_TARGET: ClickTarget = {
  items: '.ais-RefinementList-checkbox',
  label: '.ais-RefinementList-labelText',
  grid: '.card-grid',
};

/** Click → painted on the bare page for each make (unticked again after each, so every click searches). */
export async function bareClickToPaint(page: Page, url: string, makes: readonly string[]): Promise<number[]> {
  await page.goto(url);
  await page.locator('.ais-Hits-item').first().waitFor();
  await page.locator('.ais-RefinementList-item').first().waitFor();
  const times: number[] = [];
  for (const make of makes) {
    const ms = await clickToPaint(page, BARE_TARGET, make);
    if (ms >= 0) times.push(ms);
    await page.locator('.ais-RefinementList-item--selected .ais-RefinementList-checkbox').click();
    await page.locator('.ais-RefinementList-item--selected').waitFor({ state: 'detached' });
  }
  return times;
}
