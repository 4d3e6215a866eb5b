import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEALER_GROUP } from './e2eDealers.ts';

export const FORM_DEALER = DEALER_GROUP;

/** A car of the demo dealer, read from its built home page (the latest arrivals link to their pages). */
export function someCarSlug(slug = FORM_DEALER, index = 0): string {
  const html = readFileSync(resolve('dist', slug, 'index.html'), 'utf8');
  const slugs = [...html.matchAll(/href="\/cars\/([a-z0-9-]+)\/?"/g)].map((m) => m[1]!);
  if (!slugs[index]) throw new Error(`no car link on ${slug}'s home page`);
  return slugs[index];
}

/** A unique email per test, so leads are found in the shared store. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Actions on a lead form, by label, as a shopper would do them. */
export function leadForm(page: Page) {
  const form = page.locator('form.lead-form');
  // Typing before the island hydrates would be lost, and a click would submit natively.
  const hydrated = () => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return {
    form,
    async contact(email: string, postcode = '2300') {
      await hydrated();
      await form.getByLabel('First name').fill('Jo');
      await form.getByLabel('Last name').fill('Citizen');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('0412 345 678');
      await form.getByLabel('Postcode').fill(postcode);
    },
    async next() {
      await hydrated();
      await form.getByRole('button', { name: 'Next' }).click();
    },
    async submit(name: string | RegExp) {
      await hydrated();
      await form.getByRole('button', { name }).click();
    },
    async agree() {
      await form.locator('input[type=checkbox]#f-terms').check();
    },
  };
}

/** The analytics event id of the last lead event the page pushed (SPEC §7). */
export const lastEventId = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer?.at(-1)?.event_id);

/** Waits until the dealer's store holds exactly `count` leads from this email. */
export async function expectStored(fetchLeads: () => Promise<unknown[]>, count = 1): Promise<void> {
  await expect.poll(async () => (await fetchLeads()).length, { timeout: 20_000 }).toBe(count);
}
