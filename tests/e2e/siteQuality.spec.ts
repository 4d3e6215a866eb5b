import { relative, resolve } from 'node:path';
import { expect, test } from '../support/test.ts';
import { javaMissing, validateHtmlFiles } from '../../tools/lib/htmlValidator.ts';
import { brokenLinks } from '../../tools/lib/linkCheck.ts';
import { budgetViolations, measureSite, summariseByType } from '../../scripts/lib/pageBudgets.ts';
import { samplePages } from '../../tools/lib/pageSample.ts';
import { demoDealers } from '../support/demoDealers.ts';

// Runs on the sites the global setup built: the quality gates (page budgets, no broken link, valid HTML)
// hold on every demo dealer.
const dist = resolve('dist');

for (const { config } of demoDealers()) {
  const site = resolve(dist, config.slug);

  // eslint-disable-next-line no-empty-pattern -- Playwright needs an object pattern for the fixtures argument
  test(`${config.slug}: every built page is within its JavaScript, HTML and image budgets`, async ({}, testInfo) => {
    const pages = measureSite(site);
    expect(pages.length).toBeGreaterThan(1);
    await testInfo.attach('figures by page type', {
      body: JSON.stringify(summariseByType(pages), null, 2),
      contentType: 'application/json',
    });
    expect(pages.flatMap(budgetViolations)).toEqual([]);
  });

  test(`${config.slug}: no broken internal link on any built page`, () => {
    const broken = brokenLinks(site).map((b) => `${b.page} → ${b.target}`);
    expect(broken).toEqual([]);
  });

  // eslint-disable-next-line no-empty-pattern -- Playwright needs an object pattern for the fixtures argument
  test(`${config.slug}: the Nu Html Checker finds no error on a sample of every page kind`, ({}, testInfo) => {
    const missing = javaMissing();
    if (missing) console.warn(`Skipping HTML validation: ${missing}; vnu.jar needs a Java runtime.`);
    // CI installs Java (.ci/run), so there a missing runtime fails the test instead of hiding it.
    if (process.env.CI && missing !== null) throw new Error(`HTML validation needs Java in CI: ${missing}`);
    test.skip(missing !== null, `HTML validation needs Java: ${missing ?? ''}`);
    test.setTimeout(180_000);
    const sample = samplePages(site);
    expect(sample.length).toBeGreaterThan(10);
    testInfo.annotations.push({ type: 'pages checked', description: String(sample.length) });
    const errors = validateHtmlFiles(sample.map((p) => p.file)).map(
      (e) => `${relative(site, e.file)}:${e.line ?? '?'} ${e.message}`,
    );
    expect(errors).toEqual([]);
  });
}
