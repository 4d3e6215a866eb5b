import type { PaymentOutcome, ProcessorAccount, ProcessorClient } from './processor.ts';

type WindcaveAccount = Extract<ProcessorAccount, { kind: 'windcave' }>;

/** A session as Windcave's REST API answers it (the fields a reservation reads). */
interface WindcaveSession {
  id: string;
  state?: string;
  merchantReference?: string;
  links?: { href: string; rel: string; method?: string }[];
  transactions?: {
    id: string;
    authorised?: boolean;
    type?: string;
    amount?: string;
    dateTime?: string;
    responseText?: string;
  }[];
}

const TIMEOUT_MS = 10_000;

function windcaveAccount(account: ProcessorAccount): WindcaveAccount {
  if (account.kind !== 'windcave') throw new Error(`a ${account.kind} account given to the Windcave client`);
  return account;
}

/** "200.00": Windcave's amounts are decimal strings. */
const amountText = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (text: string | undefined) => Math.round(Number(text ?? '0') * 100);

async function call<T>(
  account: ProcessorAccount,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  requestId?: string,
): Promise<T> {
  const a = windcaveAccount(account);
  const response = await fetch(`${a.apiBase}${path}`, {
    method,
    headers: {
      Authorization: `Basic ${Buffer.from(`${a.username}:${a.apiKey}`).toString('base64')}`,
      'Content-Type': 'application/json',
      // Windcave de-duplicates a repeated request by its X-ID, so a retry never refunds twice.
      ...(requestId ? { 'X-ID': requestId } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Windcave ${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as T;
}

/**
 * Windcave through its REST "sessions" API (no library): a purchase session whose hosted payment
 * page (the `hpp` link) takes the card, read back with GET; refunds are transactions. A
 * notification only names a session: its outcome is always read from the API.
 */
export const windcaveClient: ProcessorClient = {
  kind: 'windcave',

  async createPage(account, request) {
    const session = await call<WindcaveSession>(
      account,
      'POST',
      '/api/v1/sessions',
      {
        type: 'purchase',
        amount: amountText(request.amountCents),
        currency: request.currency,
        merchantReference: request.reservationId,
        language: 'en',
        methods: ['card'],
        expires: request.expiresAt.toISOString(),
        callbackUrls: { approved: request.successUrl, declined: request.cancelUrl, cancelled: request.cancelUrl },
        // Windcave calls it with the session id in the query string (`?sessionId=…`).
        notificationUrl: request.notificationUrl,
      },
      request.idempotencyKey,
    );
    const page = session.links?.find((link) => link.rel === 'hpp');
    if (!page) throw new Error(`Windcave opened session ${session.id} without a hosted page link`);
    return { sessionId: session.id, url: page.href };
  },

  async readOutcome(account, sessionId): Promise<PaymentOutcome> {
    const session = await call<WindcaveSession>(account, 'GET', `/api/v1/sessions/${encodeURIComponent(sessionId)}`);
    const purchases = (session.transactions ?? []).filter((t) => (t.type ?? 'purchase') === 'purchase');
    const approved = purchases.find((t) => t.authorised === true);
    if (approved) {
      return {
        state: 'paid',
        paymentRef: approved.id,
        amountCents: centsOf(approved.amount),
        paidAt: approved.dateTime ? new Date(approved.dateTime) : new Date(),
        reservationId: session.merchantReference ?? '',
      };
    }
    const declined = purchases.at(-1);
    if (declined) return { state: 'failed', reason: declined.responseText ?? 'declined' };
    if (session.state === 'complete' || session.state === 'expired')
      return { state: 'expired', reason: 'the session ended without payment' };
    return { state: 'open' };
  },

  expire() {
    // Windcave sessions end by themselves at their `expires` time; nothing to call.
    return Promise.resolve();
  },

  async refund(account, payment, idempotencyKey) {
    const refund = await call<{ id: string; authorised?: boolean; responseText?: string }>(
      account,
      'POST',
      '/api/v1/transactions',
      {
        type: 'refund',
        amount: amountText(payment.amountCents),
        currency: 'AUD',
        transactionId: payment.paymentRef,
        merchantReference: idempotencyKey,
      },
      idempotencyKey,
    );
    if (refund.authorised === false) throw new Error(`Windcave refused the refund: ${refund.responseText ?? ''}`);
    return { refundRef: refund.id };
  },

  verify(_account, raw) {
    const sessionId = raw.query.sessionId ?? raw.query.sessionid;
    return sessionId
      ? { ok: true, sessionId, reservationId: null }
      : { ok: false, reason: 'the notification names no session' };
  },
};
