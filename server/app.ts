import { randomBytes } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ApiDeps, ApiEnv } from './context.ts';
import { dealerScope, hashBody } from './idempotency.ts';
import { isJsonContentType } from './mediaType.ts';
import { jsonDepth } from './jsonDepth.ts';
import { clientAddress } from './clientAddress.ts';
import { requestLimiter } from './rateLimit.ts';
import { activityRoutes } from './routes/activity.ts';
import { consolePage } from './console/page.ts';
import { consoleRoutes } from './console/routes.ts';
import { exportRoutes } from './routes/exportLeads.ts';
import { leadRoutes } from './routes/leads.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { paymentRoutes } from './routes/payments.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { shopperRoutes } from './routes/shopper.ts';
import { isBusy } from './sqliteBusy.ts';
import { isUnavailable } from './storage/driver.ts';
import { STEP_SECRET_HEADER } from './stepSecret.ts';
import { vitalsRoutes } from './routes/vitals.ts';

/** Seconds a client waits before retrying a write refused while the database was locked. */
const BUSY_RETRY_AFTER_S = 1;

/** No lead API body nests deeper than a few levels; a 5,000-level one would overflow the stack. */
export const MAX_BODY_DEPTH = 16;

const BODY_CUT_SHORT = 'The request body was cut short. Please send it again.';

/** The shopper's connection dropped while the body was arriving: their fault, not a 500 to log. */
const clientAborted = (error: Error) =>
  (error as Error & { code?: string }).code === 'ECONNRESET' || error.message === 'aborted';

/** The lead API as a Hono app; `npm run api` serves it, tests call it in-process. */
export function createApp(given: ApiDeps) {
  // One server secret for every route (sign-in hashes, step secrets): random per process when unset.
  const deps = { ...given, authSecret: given.authSecret ?? randomBytes(32) };
  const app = new Hono<ApiEnv & { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>();
  const limiter = requestLimiter(deps.store.driver, deps.rateLimit, 60_000, 'requests');

  app.onError((error, c) => {
    if (clientAborted(error)) return c.json({ success: false, error: BODY_CUT_SHORT }, 400);
    if (isBusy(error) || isUnavailable(error)) {
      // Another connection holds SQLite's write lock (a short wait ran out), or PostgreSQL is
      // restarting or out of reach. Nothing was stored; the browser outbox retries (Retry-After).
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return c.json({ success: false, error: 'The server is busy. Please try again in a moment.' }, 503);
    }
    console.error('lead API error:', error);
    return c.json({ success: false, error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  app.notFound((c) => c.json({ success: false, error: `No endpoint ${c.req.method} ${c.req.path}.` }, 404));

  // The dealer console has its own origin rules, sessions and limits (server/console/): apart from
  // the shoppers' API below.
  if (deps.consoleUrl) app.route('/console/api', consoleRoutes(deps, deps.consoleUrl));
  if (deps.consoleDir) app.route('/', consolePage(deps.consoleDir));

  // The processors' notifications come from their servers (no Origin, any body type, their own
  // retry pace): answered ahead of the browser-facing CORS, rate limit and JSON guards below.
  if (deps.reservations) app.route('/api/payments', paymentRoutes(deps.reservations));

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (deps.fleet.siteForOrigin(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PATCH', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Idempotency-Key', 'Authorization', STEP_SECRET_HEADER],
      exposeHeaders: ['Idempotent-Replayed', 'Retry-After'],
      maxAge: 600,
    }),
  );

  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !deps.fleet.siteForOrigin(origin)) {
      return c.json({ success: false, error: 'This origin may not call the lead API.' }, 403);
    }
    const ip = clientAddress(
      c.req.header('x-forwarded-for'),
      (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress,
      deps.trustProxy,
    );
    const wait = await limiter.hit(ip, deps.now().getTime());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.json({ success: false, error: 'Too many requests. Please try again in a minute.' }, 429);
    }
    await next();
    return undefined;
  });

  const tooLarge = (c: Context) =>
    c.json(
      {
        success: false,
        error: `The request body is too large (at most ${Math.round(deps.maxBodyBytes / 1024)} KB).`,
      },
      413,
    );
  const streamedBodyLimit = bodyLimit({ maxSize: deps.maxBodyBytes, onError: tooLarge });
  const limitBody: MiddlewareHandler = async (c, next) => {
    // A body with a Content-Length is judged by the header (Node's parser reads no byte past it),
    // so the request stays Node's own and its body is read directly: hono's bodyLimit turns every
    // request into a web Request with a body stream first, about a seventh of the CPU of a lead.
    // A chunked body is counted as it streams, by hono's bodyLimit.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > deps.maxBodyBytes ? tooLarge(c) : next();
    }
    return streamedBodyLimit(c, next);
  };
  app.use('/api/*', limitBody);

  // The vitals beacon is text/plain (no preflight): its route reads its own body, ahead of the JSON guard.
  app.route('/api', vitalsRoutes(deps));

  app.on(['POST', 'PATCH'], '/api/*', async (c, next) => {
    if (!isJsonContentType(c.req.header('content-type'))) {
      return c.json({ success: false, error: 'Send a JSON body (Content-Type: application/json).' }, 415);
    }
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      return c.json({ success: false, error: BODY_CUT_SHORT }, 400);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return c.json({ success: false, error: 'The request body is not valid JSON.' }, 400);
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return c.json({ success: false, error: 'The request body must be a JSON object.' }, 400);
    }
    if (jsonDepth(body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
      return c.json(
        { success: false, error: `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).` },
        400,
      );
    }
    c.set('body', body as Record<string, unknown>);
    c.set('bodyHash', hashBody(body));
    const origin = c.req.header('origin');
    const originSite = origin ? deps.fleet.siteForOrigin(origin)?.websiteId : undefined;
    c.set('dealerScope', dealerScope(originSite, body as Record<string, unknown>));
    await next();
    return undefined;
  });

  app.get('/api/health', async (c) => c.json({ success: true, leads: await deps.store.countLeads() }));
  // Readiness for a load balancer: this instance can reach its database (no count, cheap).
  app.get('/api/ready', async (c) => {
    try {
      await deps.store.driver.ping();
      return c.json({ success: true, store: deps.store.driver.engine });
    } catch {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return c.json({ success: false, error: 'The lead store cannot be reached.' }, 503);
    }
  });
  app.route('/', metricsRoutes(deps.metrics));
  app.route('/api/leads', leadRoutes(deps));
  app.route('/api', shopperRoutes(deps));
  app.route('/api', activityRoutes(deps));
  app.route('/api/dealers', exportRoutes(deps));
  if (deps.reservations) app.route('/api/reservations', reservationRoutes(deps, deps.reservations));
  return app;
}
