import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { LEAD_API_URL, leadsByEmail } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, uniqueEmail } from '../support/leadForms.ts';

const LEADS = `${LEAD_API_URL}/api/leads`;
const QUEUED = "You're offline or our server is busy";

/** Fills and sends the careers form (one step, location and terms) with a fresh email. */
async function sendCareers(page: Page, email: string) {
  await page.goto(siteUrl(FORM_DEALER, '/careers/'));
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.form.getByLabel('Message').fill('Fault drill');
  await f.agree();
  await f.submit('Send');
}

const leadPosts = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url() === LEADS && r.method() === 'POST') seen.push(r.headers()['idempotency-key'] ?? '');
  });
  return seen;
};

test('API answering 500: the lead is queued, retried with the same key, stored once', async ({ page }) => {
  const email = uniqueEmail('fault500');
  let failures = 2;
  await page.route(LEADS, (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, body: '{"error":"boom"}' }) : route.continue(),
  );
  const keys = leadPosts(page);
  await sendCareers(page, email);
  await expect(page.getByRole('status')).toContainText(QUEUED);
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 15_000 });
  await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
  expect(keys.length).toBe(3);
  expect(new Set(keys).size).toBe(1);
});

test('API down (connection refused): queued, then sent once it is reachable again', async ({ page }) => {
  const email = uniqueEmail('faultdown');
  await page.route(LEADS, (route) => route.abort('connectionrefused'));
  await sendCareers(page, email);
  await expect(page.getByRole('status')).toContainText(QUEUED);
  expect(await leadsByEmail(FORM_DEALER, email)).toHaveLength(0);
  await page.unroute(LEADS);
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 15_000 });
  await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
});

test('answer lost after the API stored the lead (timeout): the retry is answered from the first, stored once', async ({
  page,
}) => {
  const email = uniqueEmail('faulttimeout');
  let dropped = false;
  await page.route(LEADS, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch(); // the API stores the lead…
    await route.abort('timedout'); // …but the browser never hears back
  });
  const keys = leadPosts(page);
  await sendCareers(page, email);
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 15_000 });
  expect(keys.length).toBeGreaterThanOrEqual(2);
  await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
});

test('offline: queued on the device, sent on the online event, stored once', async ({ page, context }) => {
  const email = uniqueEmail('faultoffline');
  await page.goto(siteUrl(FORM_DEALER, '/careers/'));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await context.setOffline(true);
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.form.getByLabel('Message').fill('Offline drill');
  await f.agree();
  await f.submit('Send');
  await expect(page.getByRole('status')).toContainText(QUEUED);
  expect(
    await page.evaluate(() => (JSON.parse(localStorage.getItem('leadOutbox:v1') ?? '[]') as unknown[]).length),
  ).toBe(1);
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 10_000 });
  await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
});

for (const reached of [false, true]) {
  test(`tab closed mid-submit (${reached ? 'after' : 'before'} the API stored it): sent on the next visit, stored once`, async ({
    context,
  }) => {
    const email = uniqueEmail(`faultclose${reached ? 'late' : 'early'}`);
    const page = await context.newPage();
    let requestSeen!: () => void;
    const inFlight = new Promise<void>((resolve) => (requestSeen = resolve));
    await page.route(LEADS, async (route) => {
      if (reached) {
        await route.fetch();
        requestSeen();
        return; // never answered: the tab closes while waiting
      }
      // Chromium resumes paused requests when the tab closes, so "never reached the API" is a lost request.
      requestSeen();
      await route.abort('failed');
    });
    await sendCareers(page, email);
    await inFlight;
    await page.close();
    expect(await leadsByEmail(FORM_DEALER, email)).toHaveLength(reached ? 1 : 0);

    const next = await context.newPage();
    await next.goto(siteUrl(FORM_DEALER, '/'));
    await expectStored(() => leadsByEmail(FORM_DEALER, email), 1);
    await expect.poll(() => next.evaluate(() => localStorage.getItem('leadOutbox:v1'))).toBe('[]');
    // The lead's analytics event is recorded where the acknowledgement arrives: here.
    const leadEvents = () =>
      next.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => e.event === 'lead_submitted').map((e) => [e.event_id, e.form]),
      );
    await expect.poll(leadEvents).toEqual([[51, 'careers']]);
  });
}

test("an answer without lead_id shows 'An unexpected error occured' as an alert and a form error", async ({ page }) => {
  await page.route(LEADS, (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"success":true}' }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await sendCareers(page, uniqueEmail('nolead'));
  await expect(page.getByRole('alert')).toContainText('An unexpected error occured');
  expect(alerts).toEqual(['An unexpected error occured']);
});

test("a refused submission shows the server's message, else 'An error occurred when submitting this form'", async ({
  page,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  let answer = '{"success":false,"error":"This site may not send data for that website."}';
  await page.route(LEADS, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: answer }));
  await sendCareers(page, uniqueEmail('refused'));
  await expect(page.getByRole('alert')).toContainText('This site may not send data for that website.');
  answer = 'not json';
  await leadForm(page).submit('Send');
  await expect(page.getByRole('alert')).toContainText('An error occurred when submitting this form');
  expect(alerts).toEqual([
    'This site may not send data for that website.',
    'An error occurred when submitting this form',
  ]);
});
