import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetViolations, measureSite, summariseByType } from '../../scripts/lib/pageBudgets.ts';
import { demoDealers } from '../support/demoDealers.ts';

// Runs on the sites the global setup built: the budgets of issue 8 hold on every page of every demo dealer.
const dist = resolve('dist');

for (const { config } of demoDealers()) {
  // Playwright needs an object pattern for the fixtures argument, even when no fixture is used.
  // eslint-disable-next-line no-empty-pattern
  test(`${config.slug}: every built page is within its JavaScript, HTML and image budgets`, async ({}, testInfo) => {
    const pages = measureSite(resolve(dist, config.slug));
    expect(pages.length).toBeGreaterThan(1);
    await testInfo.attach('figures by page type', {
      body: JSON.stringify(summariseByType(pages), null, 2),
      contentType: 'application/json',
    });
    expect(pages.flatMap(budgetViolations)).toEqual([]);
  });
}
