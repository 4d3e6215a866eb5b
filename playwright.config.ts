import { existsSync } from 'node:fs';
import { chromium, defineConfig } from '@playwright/test';

// Playwright's own Chromium when installed; otherwise Debian's (this project's machines cannot download browsers).
const bundled = (() => {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
})();
const executablePath = bundled ? undefined : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2eGlobalSetup.ts',
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  // Islands hydrate after the load event, which waits for the first photos; the development image
  // host renders each one with sharp on first request, so on a 2-core machine a search page has
  // taken over 5 s (the default) to hydrate. A wrong value still fails, only later.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Brisbane',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: /lead-api-kill|stockImport/ },
    // Kills and restarts the shared lead API, so it runs alone after the others.
    { name: 'lead-api-kill', testMatch: /lead-api-kill/, dependencies: ['chromium'] },
    // Imports a feed over a demo dealer's stock (and puts the sample back), so it runs last of all.
    { name: 'stock-import', testMatch: /stockImport/, dependencies: ['lead-api-kill'] },
  ],
});
