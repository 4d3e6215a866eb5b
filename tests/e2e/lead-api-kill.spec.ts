import { expect, test } from '../support/test.ts';
import { startLeadApi } from '../../scripts/lib/leadApiProcess.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { LEAD_API_PORT, leadsByEmail, readLeadApiState, writeLeadApiState } from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, uniqueEmail } from '../support/leadForms.ts';

// Runs in its own project after the others: it kills the shared lead API process.
test.setTimeout(90_000);

async function sendCareers(page: import('@playwright/test').Page, email: string) {
  await page.goto(siteUrl(FORM_DEALER, '/careers/'));
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.form.getByLabel('Message').fill('kill -9 drill');
  await f.agree();
  await f.submit('Send');
}

test('API killed with kill -9: acknowledged leads survive, a lead sent while it is down arrives once after restart', async ({
  page,
}) => {
  const acknowledged = uniqueEmail('beforekill');
  await sendCareers(page, acknowledged);
  await expect(page.getByRole('status')).toContainText('Thank you');

  const state = readLeadApiState();
  if (!state) throw new Error('the e2e global setup did not record the lead API process');
  process.kill(state.pid, 'SIGKILL');
  await expect
    .poll(async () =>
      fetch(`http://127.0.0.1:${LEAD_API_PORT}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');

  const whileDown = uniqueEmail('whiledown');
  await sendCareers(page, whileDown);
  await expect(page.getByRole('status')).toContainText("You're offline or our server is busy");

  const api = await startLeadApi(LEAD_API_PORT, state.env);
  writeLeadApiState({ pid: api.child.pid!, env: state.env });
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 45_000 });
  await expectStored(() => leadsByEmail(FORM_DEALER, whileDown), 1);
  expect(await leadsByEmail(FORM_DEALER, acknowledged)).toHaveLength(1);
});
