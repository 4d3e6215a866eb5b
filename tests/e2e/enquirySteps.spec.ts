import { expect, test } from '../support/test.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { LEAD_API_URL } from '../support/leadApiE2e.ts';
import { FORM_DEALER, leadForm, someCarSlug, uniqueEmail } from '../support/leadForms.ts';

const LEADS = `${LEAD_API_URL}/api/leads`;

test("two-step car enquiry: the server's email error takes the shopper back to step 1 with Email focused", async ({
  page,
}) => {
  await page.route(LEADS, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: 'Please fix the following errors:',
            fields: { email: 'Please enter a valid email address.' },
          }),
        })
      : route.continue(),
  );
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(siteUrl(FORM_DEALER, `/enquiry/car/?car_id=${someCarSlug()}`));
  const f = leadForm(page);
  await f.contact(uniqueEmail('steps'));
  await f.next();
  await expect(page.getByText('Step 2 of 2: Your enquiry')).toBeVisible();
  await f.form.getByLabel('Message').fill('Is it still available?');
  await f.agree();
  const answered = page.waitForResponse((r) => r.url() === LEADS && r.request().method() === 'POST');
  await f.submit('Send enquiry');
  await answered;
  await expect(page.getByText('Step 1 of 2: Your details')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Please enter a valid email address.');
  await expect(f.form.getByLabel('Email')).toBeFocused();
});
