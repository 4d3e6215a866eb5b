import { newId, type ProcessorState, type WindcaveSession, type WindcaveTransaction } from './state.ts';
import type { Answer } from './stripeApi.ts';

/**
 * Windcave's REST API as the loopback test processor answers it, for the calls our client makes
 * (shapes from Windcave's published REST API): POST /api/v1/sessions (a purchase whose `hpp` link is
 * the hosted page), GET /api/v1/sessions/:id (state and transactions), POST /api/v1/transactions (a
 * refund of a purchase); HTTP Basic auth; X-ID replays a request's first answer.
 */
const refusal = (status: number, message: string): Answer => ({ status, body: { errors: [{ message }] } });

/** The session as read now: one past its `expires` without a transaction is expired. */
export function currentWindcave(state: ProcessorState, id: string): WindcaveSession | undefined {
  const session = state.windcave.get(id);
  if (session && session.state !== 'complete' && session.expires && state.now() >= Date.parse(session.expires))
    session.state = 'expired';
  return session;
}

export function windcaveApi(
  state: ProcessorState,
  base: string,
  request: { method: string; path: string; body: string; authorised: boolean; requestId: string | undefined },
): Answer | null {
  if (!request.path.startsWith('/api/v1/')) return null;
  if (!request.authorised) return refusal(401, 'Authentication failed');
  const replayKey = request.requestId ? `windcave ${request.path} ${request.requestId}` : null;
  const replay = replayKey ? state.replies.get(replayKey) : undefined;
  if (replay && request.method === 'POST') return replay;
  const remember = (answer: Answer) => {
    if (replayKey) state.replies.set(replayKey, answer);
    return answer;
  };
  const body = request.method === 'POST' ? (JSON.parse(request.body || '{}') as Record<string, unknown>) : {};
  const sessionPath = /^\/api\/v1\/sessions\/([^/]+)$/.exec(request.path);

  if (request.method === 'POST' && request.path === '/api/v1/sessions') {
    const urls = (body.callbackUrls ?? {}) as Record<string, string>;
    if (body.type !== 'purchase' || !/^\d+\.\d{2}$/.test(String(body.amount)))
      return refusal(400, 'type purchase and an amount like "200.00" are required');
    const id = newId('0000');
    const session: WindcaveSession = {
      id,
      state: 'init',
      amount: String(body.amount),
      currency: typeof body.currency === 'string' ? body.currency : 'AUD',
      merchantReference: typeof body.merchantReference === 'string' ? body.merchantReference : '',
      expires: typeof body.expires === 'string' ? body.expires : null,
      callbackUrls: { approved: urls.approved ?? '', declined: urls.declined ?? '', cancelled: urls.cancelled ?? '' },
      notificationUrl: typeof body.notificationUrl === 'string' ? body.notificationUrl : null,
      transactions: [],
    };
    state.windcave.set(id, session);
    return remember({ status: 202, body: { ...publicSession(session), links: links(base, id) } });
  }
  if (request.method === 'GET' && sessionPath) {
    const session = currentWindcave(state, decodeURIComponent(sessionPath[1]!));
    return session
      ? { status: 200, body: { ...publicSession(session), links: links(base, session.id) } }
      : refusal(404, 'Session not found');
  }
  if (request.method === 'POST' && request.path === '/api/v1/transactions') {
    const purchase = [...state.windcave.values()]
      .flatMap((s) => s.transactions)
      .find((t) => t.id === body.transactionId && t.type === 'purchase' && t.authorised);
    if (body.type !== 'refund' || !purchase) return refusal(400, 'No such purchase to refund');
    const refund = transaction('refund', typeof body.amount === 'string' ? body.amount : purchase.amount, state.now());
    if (state.settings.refuseRefunds || state.windcaveRefunds.has(purchase.id)) {
      refund.authorised = false;
      refund.responseText = state.settings.refuseRefunds ? 'REFUND DECLINED' : 'ALREADY REFUNDED';
      return remember({ status: 201, body: refund });
    }
    state.windcaveRefunds.set(purchase.id, refund);
    return remember({ status: 201, body: refund });
  }
  return refusal(404, `No endpoint ${request.method} ${request.path}`);
}

export function transaction(type: 'purchase' | 'refund', amount: string, nowMs: number): WindcaveTransaction {
  return {
    id: newId('0000'),
    type,
    authorised: true,
    amount,
    currency: 'AUD',
    dateTime: new Date(nowMs).toISOString(),
    responseText: 'APPROVED',
    reCo: '00',
  };
}

const publicSession = (s: WindcaveSession) => ({
  id: s.id,
  state: s.state,
  type: 'purchase',
  amount: s.amount,
  currency: s.currency,
  merchantReference: s.merchantReference,
  expires: s.expires,
  transactions: s.transactions,
});

const links = (base: string, id: string) => [
  { href: `${base}/api/v1/sessions/${id}`, rel: 'self', method: 'GET' },
  { href: `${base}/pay/${id}`, rel: 'hpp', method: 'REDIRECT' },
];
