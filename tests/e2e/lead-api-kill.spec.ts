import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, test } from '../support/test.ts';
import { startLeadApi } from '../../scripts/lib/leadApiProcess.ts';
import { siteUrl } from '../support/e2eServer.ts';
import {
  LEAD_API_PORT,
  LEAD_API_URL,
  leadsByEmail,
  readLeadApiState,
  writeLeadApiState,
} from '../support/leadApiE2e.ts';
import { expectStored, FORM_DEALER, leadForm, uniqueEmail } from '../support/leadForms.ts';

// Runs in its own project after the others: it kills the shared lead API process.
test.setTimeout(90_000);

const LEADS = `${LEAD_API_URL}/api/leads`;

async function sendCareers(page: import('@playwright/test').Page, email: string) {
  await page.goto(siteUrl(FORM_DEALER, '/careers/'));
  const f = leadForm(page);
  await f.contact(email);
  await f.form.getByLabel('Location').selectOption('1023');
  await f.form.getByLabel('Message').fill('kill -9 drill');
  await f.agree();
  await f.submit('Send');
}

/**
 * Holds the page's first lead POST in flight at the API: the route opens its own connection to the
 * API, sends the request's headers and half its body, and keeps the rest back. Resolves `inFlight`
 * once those bytes are written, and aborts the browser's request when the API closes the connection.
 */
async function holdFirstLeadInFlight(page: import('@playwright/test').Page) {
  const held = { key: '', answered: '', closedByApi: false };
  const { promise: inFlight, resolve: written } = Promise.withResolvers<undefined>();
  let first = true;
  await page.route(LEADS, async (route) => {
    if (route.request().method() !== 'POST' || !first) return route.continue();
    first = false;
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const headers = await route.request().allHeaders();
    held.key = headers['idempotency-key'] ?? '';
    const socket = connect(LEAD_API_PORT, '127.0.0.1');
    await once(socket, 'connect');
    socket.on('data', (chunk: Buffer) => {
      held.answered += chunk.toString('utf8');
    });
    socket.on('error', () => undefined);
    const closed = once(socket, 'close');
    const head = Object.entries(headers)
      .filter(([name]) => !['host', 'content-length', 'connection'].includes(name))
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      `POST /api/leads HTTP/1.1\r\nhost: 127.0.0.1:${LEAD_API_PORT}\r\n${head}content-length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, Math.floor(body.length / 2)), () => {
      written(undefined);
    });
    await closed;
    held.closedByApi = true;
    await route.abort('connectionreset');
  });
  return { held, inFlight };
}

test('API killed with kill -9 with a lead in flight: acknowledged leads survive, the one in flight arrives once after restart', async ({
  page,
}) => {
  const acknowledged = uniqueEmail('beforekill');
  await sendCareers(page, acknowledged);
  await expect(page.getByRole('status')).toContainText('Thank you');

  const state = readLeadApiState();
  if (!state) throw new Error('the e2e global setup did not record the lead API process');
  const inFlightEmail = uniqueEmail('inflight');
  const { held, inFlight } = await holdFirstLeadInFlight(page);
  await sendCareers(page, inFlightEmail);
  // Headers and half the body are at the API, the rest held back: the request is in flight.
  await inFlight;
  expect(held.closedByApi).toBe(false);
  process.kill(state.pid, 'SIGKILL');
  await expect
    .poll(async () =>
      fetch(`http://127.0.0.1:${LEAD_API_PORT}/api/health`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  // The kill, not an answer, ended the request: the connection closed with nothing sent back.
  await expect.poll(() => held.closedByApi).toBe(true);
  expect(held.answered).toBe('');
  await expect(page.getByRole('status')).toContainText("You're offline or our server is busy");
  expect(held.key).not.toBe('');

  const retries: string[] = [];
  page.on('request', (r) => {
    if (r.url() === LEADS && r.method() === 'POST') retries.push(r.headers()['idempotency-key'] ?? '');
  });
  const api = await startLeadApi(LEAD_API_PORT, state.env);
  writeLeadApiState({ pid: api.child.pid!, env: state.env });
  await expect(page.getByRole('status')).toContainText('Thank you', { timeout: 45_000 });
  await expectStored(() => leadsByEmail(FORM_DEALER, inFlightEmail), 1);
  // The lead in flight is the one the outbox sent again, under its own key, and it is stored once.
  expect(retries.length).toBeGreaterThan(0);
  expect(new Set(retries)).toEqual(new Set([held.key]));
  expect(await leadsByEmail(FORM_DEALER, acknowledged)).toHaveLength(1);
});
