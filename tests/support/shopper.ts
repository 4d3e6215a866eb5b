import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A fresh Australian mobile per test so sessions and watchlists never collide. */
export const freshPhone = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest one-time code the lead API sent to this phone, read from its message log sink. */
export function lastCodeFor(phone: string): string | null {
  const log = readFileSync(resolve('.data/e2e/messages.log'), 'utf8').trim().split('\n').reverse();
  for (const line of log) {
    const message = JSON.parse(line) as { to: string[]; text: string };
    const code = /sign-in code is (\d{6})/.exec(message.text)?.[1];
    if (code && message.to.includes(phone)) return code;
  }
  return null;
}

/** Completes /sign-in in the page (already on it): phone, code from the log, submit. */
export async function signInOnPage(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${phone}`)).toBeVisible();
  let code: string | null = null;
  await expect.poll(() => (code = lastCodeFor(phone))).not.toBeNull();
  await page.getByLabel('6-digit code').fill(code!);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
