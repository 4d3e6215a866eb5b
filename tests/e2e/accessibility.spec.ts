import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { routeShape, samplePages } from '../../tools/lib/pageSample.ts';
import { urlPath } from '../../scripts/lib/pageBudgets.ts';
import { pageKind } from '../../src/domain/pageKinds.ts';
import { demoDealers } from '../support/demoDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';

// A quality gate: axe-core with the WCAG 2.2 A and AA rule sets finds zero violations (any impact) on every
// page kind of every demo dealer, one built page per kind (tools/lib/pageSample.ts), desktop and phone.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const PHONE_KINDS = ['/search/*', '/cars/*', '/locations/*', '/contact', '/models', '/enquiry', '/special-offers'];
// Each test checks about this many pages, so the two workers share the file's work evenly.
const PAGES_PER_TEST = 16;

// The axe-core that AxeBuilder itself loads (its own dependency, so always the same version), minified:
// half the bytes AxeBuilder sends to the page and parses there on every call.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact?: string | null | undefined;
  nodes: { target: unknown[] }[];
}

/**
 * The WCAG violations axe-core finds on the page as it is now. A page without frames is checked by one
 * axe.run in the page itself: AxeBuilder would load axe-core into it twice, then open a blank page,
 * load it there too and copy every node's partial result across to finish the run, three times the
 * cost of the checks themselves. A page with frames keeps AxeBuilder, which also checks frames of
 * other origins. Both run the same rules; only the violations' nodes are listed in full (resultTypes):
 * axe then builds no selectors for the hundreds of passing nodes.
 */
async function violations(page: Page): Promise<string[]> {
  const options = { runOnly: { type: 'tag' as const, values: WCAG_TAGS }, resultTypes: ['violations' as const] };
  let found: AxeViolation[];
  if (page.frames().length > 1) {
    found = (await new AxeBuilder({ page }).options(options).analyze()).violations;
  } else {
    await page.evaluate(AXE_SOURCE);
    found = await page.evaluate(async (runOptions) => {
      const { axe } = window as unknown as {
        axe: { run: (context: Document, o: typeof runOptions) => Promise<{ violations: AxeViolation[] }> };
      };
      // Only what the report below needs crosses back to the test.
      return (await axe.run(document, runOptions)).violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target }) => ({ target })),
      }));
    }, options);
  }
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

// Islands still to hydrate: the search results wait for the page to load and go idle, and a client-only
// form has no markup at all until it renders. Those that wait to be scrolled into view are left out.
const UNHYDRATED = 'astro-island[ssr]:not([client="visible"]), astro-island[client="only"]:not(:has(*))';

/**
 * Resolves once every island has hydrated, so axe checks the page shoppers use, forms and search
 * results included; fails after 10 s naming those still waiting. One call to the page when nothing is
 * left to wait for (Playwright's waitForFunction took 80 ms a page even then).
 */
async function hydrated(page: Page): Promise<void> {
  await page.evaluate(async (unhydrated) => {
    for (let waited = 0; document.querySelector(unhydrated); waited += 20) {
      if (waited >= 10_000) {
        const waiting = [...document.querySelectorAll(unhydrated)].map((e) => e.getAttribute('component-url'));
        throw new Error(`islands not hydrated after 10 s: ${waiting.join(', ')}`);
      }
      await new Promise((done) => setTimeout(done, 20));
    }
  }, UNHYDRATED);
}

/** Checks each path in turn on the page; a map of path → violations, empty when all pass. */
async function check(page: Page, slug: string, paths: string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(siteUrl(slug, path));
    await hydrated(page);
    const bad = await violations(page);
    if (bad.length > 0) found[path] = bad;
  }
  return found;
}

/** Every built HTML page of a site (the `_` folders, such as the report, are not pages). */
function builtPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('_') ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The paths cut into `parts` runs of near-equal length, in order. */
function split(paths: string[], parts: number): string[][] {
  const size = Math.ceil(paths.length / parts);
  return Array.from({ length: parts }, (_, i) => paths.slice(i * size, (i + 1) * size));
}

// No test here changes anything a page shows, so the two workers may share this file's tests.
test.describe.configure({ mode: 'parallel' });

for (const { config } of demoDealers()) {
  // Forwarding pages (meta refresh) navigate away at once; their targets are in the sample themselves.
  const paths = samplePages(resolve('dist', config.slug), 1)
    .filter((p) => !readFileSync(p.file, 'utf8').includes('http-equiv="refresh"'))
    .map((p) => p.path);
  const phonePaths = paths.filter((p) => PHONE_KINDS.includes(routeShape(p)));

  test(`${config.slug}: the sample covers every page kind`, () => {
    const visited = new Set(paths.map(pageKind));
    // Every site has these; location, offer and model pages come with the dealer's content.
    for (const kind of ['home', 'search', 'car', 'form', 'other'] as const) expect(visited, kind).toContain(kind);
    // And every kind of page the built site has (forwarding pages aside) is among the pages checked.
    const root = resolve('dist', config.slug);
    const built = new Set(
      builtPages(root)
        .filter((file) => !readFileSync(file, 'utf8').includes('http-equiv="refresh"'))
        .map((file) => pageKind(urlPath(root, file))),
    );
    expect([...visited].sort()).toEqual([...built].sort());
  });

  const parts = split(paths, Math.max(1, Math.round(paths.length / PAGES_PER_TEST)));
  parts.forEach((part, i) => {
    const name = `${config.slug}: zero WCAG 2.2 A/AA axe violations on every page kind (desktop, part ${i + 1} of ${parts.length})`;
    test(name, async ({ page }) => {
      test.setTimeout(40_000 + part.length * 6_000);
      expect(await check(page, config.slug, part)).toEqual({});
    });
  });

  test(`${config.slug}: zero WCAG 2.2 A/AA axe violations on phone`, async ({ page }) => {
    test.setTimeout(40_000 + phonePaths.length * 6_000);
    await page.setViewportSize(PHONE);
    expect(await check(page, config.slug, ['/', ...phonePaths])).toEqual({});
  });
}
