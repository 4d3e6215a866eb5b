import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { routeShape, samplePages } from '../../tools/lib/pageSample.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// A quality gate: axe-core with the WCAG 2.2 A and AA rule sets finds zero violations (any impact) on every
// page kind of every demo dealer, one built page per kind (tools/lib/pageSample.ts), desktop and phone.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const PHONE_KINDS = ['/search/*', '/cars/*', '/locations/*', '/contact', '/models', '/enquiry', '/special-offers'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

for (const { config } of demoDealers()) {
  // Forwarding pages (meta refresh) navigate away at once; their targets are in the sample themselves.
  const paths = samplePages(resolve('dist', config.slug), 1)
    .filter((p) => !readFileSync(p.file, 'utf8').includes('http-equiv="refresh"'))
    .map((p) => p.path);
  const phonePaths = paths.filter((p) => PHONE_KINDS.includes(routeShape(p)));

  test(`${config.slug}: zero WCAG 2.2 A/AA axe violations on every page kind (desktop)`, async ({ page }) => {
    test.setTimeout(40_000 + paths.length * 6_000);
    expect(paths.length).toBeGreaterThan(10);
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      await page.goto(siteUrl(config.slug, path));
      const bad = await violations(page);
      if (bad.length > 0) found[path] = bad;
    }
    expect(found).toEqual({});
  });

  test(`${config.slug}: zero WCAG 2.2 A/AA axe violations on phone`, async ({ page }) => {
    test.setTimeout(40_000 + phonePaths.length * 6_000);
    await page.setViewportSize(PHONE);
    const found: Record<string, string[]> = {};
    for (const path of ['/', ...phonePaths]) {
      await page.goto(siteUrl(config.slug, path));
      const bad = await violations(page);
      if (bad.length > 0) found[path] = bad;
    }
    expect(found).toEqual({});
  });
}
