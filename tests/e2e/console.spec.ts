import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { pickBuiltCarWhere, pickReservableCar } from '../support/carStock.ts';
import { receivedMail } from '../support/e2eMail.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { CONSOLE_URL, LEAD_API_URL, readLeadApiState } from '../support/leadApiE2e.ts';
import { uniqueEmail } from '../support/leadForms.ts';

// The dealer console in a real browser, served by the real lead API the suite runs, over its store,
// its SMTP relay (the sign-in link is read back from the mail it sent) and the loopback test
// processor: a manager signs in by link, works today's leads and acts on paid reservations; a
// passkey is added and then signs in alone (Chromium's virtual authenticator).
const DEALER = 'adelaide-nissan';
const CONSOLE = `${CONSOLE_URL}/console/`;

/** Adds a console user the way an operator does: `npm run staff`, on the suite's store. */
function addStaff(email: string, role: string) {
  const env = { ...process.env, ...readLeadApiState()?.env };
  const run = spawnSync(process.execPath, ['scripts/staff.ts', `--dealer=${DEALER}`, '--add', email, '--role', role], {
    env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout.trim()).toBe(`${email}: ${role} of ${DEALER}`);
}

async function signIn(page: Page, email: string) {
  await page.goto(CONSOLE);
  await page.getByLabel('Your work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('a sign-in link is on its way');
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await receivedMail()).find((m) => m.rcpt === email);
      link = /http:\/\/\S+\/console\/\?link=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
}

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${LEAD_API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, unknown>;
};

/** A shopper's paid deposit for `slug`, through the API (as the dealer's site calls it) and the hosted page. */
async function paidReservation(page: Page, slug: string) {
  const email = uniqueEmail('console-hold');
  const origin = { origin: new URL(siteUrl(DEALER, '/')).origin };
  const lead = await post(
    '/api/leads',
    {
      form: 'reservation',
      website_id: 105,
      name: 'Hold',
      email,
      phone: '0412345678',
      postcode: '5000',
      terms: true,
      car_id: slug,
    },
    origin,
  );
  const pay = await post(
    '/api/reservations',
    { lead_id: lead.lead_id },
    { 'X-Lead-Secret': String(lead.lead_secret), ...origin },
  );
  await page.goto(String(pay.url));
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/success/);
}

test('a manager signs in by link, works a lead, exports CSV and acts on reservations', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const manager = uniqueEmail('manager');
  addStaff(manager, 'manager');
  const shopper = uniqueEmail('console-lead');
  // A surname of this run alone: a retry, or another run on the same store, adds its own lead.
  const surname = `Lead${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  const lead = await post('/api/leads', {
    form: 'general-enquiry',
    website_id: 105,
    name: 'Consuela',
    last_name: surname,
    email: shopper,
    phone: '0412345678',
    postcode: '5000',
    category: 'General Enquiry',
    location_id: 1051,
    message: 'Can I see the Navara on Saturday?',
    terms: true,
  });
  expect(lead.success).toBe(true);

  await signIn(page, manager);
  const row = page.getByRole('link', { name: new RegExp(`Consuela ${surname}`) });
  await expect(row).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Export the list as CSV: a real download with this lead in it.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(shopper);

  await row.click();
  await expect(page.getByRole('heading', { name: new RegExp(`Consuela ${surname}`) })).toBeVisible();
  await expect(page.getByText('Can I see the Navara on Saturday?')).toBeVisible();
  await page.getByLabel('Status').selectOption('contacted');
  await page.getByLabel('Note').fill('Called back, booked Saturday 10 am');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText(`${manager} · marked contacted: Called back, booked Saturday 10 am`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The stock and site figures a manager watches (sales staff do not get the tab).
  await page.getByRole('link', { name: 'Stock and site' }).click();
  await expect(page.getByRole('heading', { name: 'Stock and site' })).toBeVisible();
  await expect(page.getByText(/\d+ waiting, \d+ failed for good/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The manager gives a new salesperson access, then takes it away.
  const newcomer = uniqueEmail('newcomer');
  await page.getByRole('link', { name: 'People' }).click();
  await page.getByLabel('Add sales staff by email').fill(newcomer);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${newcomer} can now sign in as sales staff.`);
  await expect(page.getByRole('listitem').filter({ hasText: newcomer })).toContainText('sales');
  await page.getByRole('button', { name: `Remove ${newcomer}` }).click();
  await expect(page.getByRole('listitem').filter({ hasText: newcomer })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A paid hold completed as a sale, then its deposit refunded (the dealer takes it off the price),
  // each confirmed first. One hold only: every index write costs the shared engine seconds under load.
  const taken = (await pickReservableCar(DEALER)).slug;
  const sold = await pickBuiltCarWhere(
    DEALER,
    'status = "in_stock" AND reserved = false AND price > 1000',
    (car) =>
      car.slug !== taken &&
      car.payment_processors[0]?.name === 'stripe' &&
      existsSync(resolve('dist', DEALER, 'cars', car.slug, 'checkout', 'index.html')),
    2,
  );
  const shopperPage = await browser.newPage();
  await paidReservation(shopperPage, sold.slug);
  await shopperPage.close();

  await page.getByRole('link', { name: 'Reservations' }).click();
  const card = page.getByRole('listitem').filter({ hasText: `(${sold.stocknum})` });
  await expect(card).toContainText('held');
  await expect(card).toContainText(/4[78] h \d+ min left/);
  await card.getByRole('button', { name: 'Complete sale' }).click();
  await card.getByRole('button', { name: 'Confirm: Complete sale' }).click();
  await expect(page.getByRole('status')).toHaveText('Complete sale: done.');
  await expect(card).toContainText('completed');
  await card.getByRole('button', { name: 'Refund the deposit' }).click();
  await card.getByRole('button', { name: 'Confirm: Refund the deposit' }).click();
  await expect(page.getByRole('status')).toHaveText('Refund the deposit: done.');
  await expect(card).toContainText('refund done');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('a passkey added after a link sign-in then signs in on its own', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const sales = uniqueEmail('passkey');
  addStaff(sales, 'sales');
  await signIn(page, sales);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toHaveText(
    'Passkey added: next time, sign in with it.',
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Your work email')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  await expect(page.getByText(`${sales} · sales`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stock and site' })).toHaveCount(0);
});
