import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyText } from './forms.ts';
import { hostedPage } from './hostedPage.ts';
import { newId, ProcessorState, type StripeSession, type WindcaveSession } from './state.ts';
import { currentSession, stripeApi, stripeEvent } from './stripeApi.ts';
import { currentWindcave, transaction, windcaveApi } from './windcaveApi.ts';

/**
 * The loopback test processor: Stripe's and Windcave's APIs for the calls our clients make (see
 * stripeApi.ts and windcaveApi.ts for which), a hosted page per session marked TEST MODE that pays,
 * declines or abandons, and the processors' notifications: Stripe events signed the real way,
 * Windcave's call to the session's notificationUrl with its session id. The browser tests, the API
 * tests and `npm start` without processor keys all use it; it listens on 127.0.0.1 only.
 */
export interface TestProcessor {
  url: string;
  state: ProcessorState;
  /** What the hosted page's buttons do, for tests that need no browser: where the shopper goes next. */
  act(sessionId: string, action: PageAction): Promise<string | null>;
  stop(): Promise<void>;
}

export type PageAction = 'pay' | 'decline' | 'cancel';

export interface TestProcessorOptions {
  /** 0 (the default): a free port. */
  port?: number;
  /** Where Stripe events go (the lead API's /api/payments/stripe). */
  stripeWebhookUrl?: string;
  stripeWebhookSecret: string;
  now?: () => number;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function startTestProcessor(options: TestProcessorOptions): Promise<TestProcessor> {
  const state = new ProcessorState(options.now ?? Date.now);
  let base = '';

  const deliver = (to: string, body: string, headers: Record<string, string>, method: 'POST' | 'GET') => {
    if (state.settings.dropNotifications) return;
    setTimeout(() => {
      void fetch(to, { method, headers, ...(method === 'POST' ? { body } : {}), signal: AbortSignal.timeout(10_000) })
        .then((r) => state.sent.push({ to, body, status: r.status }))
        .catch(() => state.sent.push({ to, body, status: 0 }));
    }, state.settings.notificationDelayMs).unref();
  };
  const notifyStripe = (session: StripeSession, type: string) => {
    if (!options.stripeWebhookUrl) return;
    const event = stripeEvent(session, type, options.stripeWebhookSecret, state.now());
    deliver(
      options.stripeWebhookUrl,
      event.payload,
      { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': event.signature },
      'POST',
    );
  };
  const notifyWindcave = (session: WindcaveSession) => {
    if (!session.notificationUrl) return;
    const to = new URL(session.notificationUrl);
    to.searchParams.set('sessionId', session.id);
    deliver(to.toString(), '', {}, 'GET');
  };

  /** The hosted page's three endings, as each processor ends them. */
  const act = (id: string, action: PageAction): Promise<string | null> => {
    const stripe = currentSession(state, id, (s) => {
      notifyStripe(s, 'checkout.session.expired');
    });
    if (stripe?.status === 'open') {
      if (action === 'cancel') return Promise.resolve(stripe.cancel_url);
      // Stripe keeps the page open on a declined card: the shopper may try another.
      if (action === 'decline') return Promise.resolve(null);
      const intent = newId('pi_test_');
      Object.assign(stripe, { status: 'complete', payment_status: 'paid', payment_intent: intent, url: null });
      state.intents.set(intent, { session: stripe.id, refunded: false });
      notifyStripe(stripe, 'checkout.session.completed');
      return Promise.resolve(stripe.success_url.replace('{CHECKOUT_SESSION_ID}', stripe.id));
    }
    const windcave = currentWindcave(state, id);
    if (windcave && windcave.state !== 'complete' && windcave.state !== 'expired') {
      windcave.state = 'complete';
      if (action === 'cancel') return Promise.resolve(windcave.callbackUrls.cancelled);
      const t = transaction('purchase', windcave.amount, state.now());
      if (action === 'decline') Object.assign(t, { authorised: false, responseText: 'DECLINED', reCo: '05' });
      windcave.transactions.push(t);
      notifyWindcave(windcave);
      return Promise.resolve(action === 'pay' ? windcave.callbackUrls.approved : windcave.callbackUrls.declined);
    }
    return Promise.resolve(null);
  };

  const page = (id: string, notice: string) => {
    const stripe = currentSession(state, id, (s) => {
      notifyStripe(s, 'checkout.session.expired');
    });
    if (stripe)
      return hostedPage({
        id,
        processor: 'Stripe',
        description: stripe.line_items[0]?.description ?? '',
        amount: dollars(stripe.amount_total),
        open: stripe.status === 'open',
        notice,
      });
    const windcave = currentWindcave(state, id);
    if (!windcave) return null;
    return hostedPage({
      id,
      processor: 'Windcave',
      description: `Reference ${windcave.merchantReference}`,
      amount: `$${windcave.amount}`,
      open: windcave.state === 'init' || windcave.state === 'pending',
      notice,
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await bodyText(req) : '';
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    };
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (url.pathname.startsWith('/v1/')) {
      if (!(header('authorization') ?? '').startsWith('Bearer sk_')) {
        json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      const answer = stripeApi(state, base, notifyStripe, {
        method,
        path: url.pathname,
        body,
        account: header('stripe-account') ?? null,
        key: header('idempotency-key'),
      });
      if (answer) json(answer.status, answer.body);
      else json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      return;
    }
    const auth = /^Basic (.+)$/.exec(header('authorization') ?? '');
    const [user, key] = auth ? Buffer.from(auth[1]!, 'base64').toString().split(':') : [];
    const windcave = windcaveApi(state, base, {
      method,
      path: url.pathname,
      body,
      authorised: Boolean(user && key),
      requestId: header('x-id'),
    });
    if (windcave) {
      json(windcave.status, windcave.body);
      return;
    }

    const pay = /^\/pay\/([^/]+)(?:\/(pay|decline|cancel))?$/.exec(url.pathname);
    const html = (text: string | null) => {
      res.writeHead(text ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(text ?? 'No such payment');
    };
    if (pay && method === 'POST' && pay[2]) {
      const next = await act(pay[1]!, pay[2] as PageAction);
      if (next) res.writeHead(303, { Location: next }).end();
      else
        html(
          page(pay[1]!, pay[2] === 'decline' ? 'Your card was declined. No money was taken. Try again or cancel.' : ''),
        );
      return;
    }
    if (pay && method === 'GET' && !pay[2]) {
      html(page(pay[1]!, ''));
      return;
    }
    json(404, { error: `No endpoint ${method} ${url.pathname}` });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end((error as Error).message);
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    state,
    act,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}
