import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import { metricsAccess } from '../metrics/rules.ts';

/**
 * GET /metrics for Prometheus: the registry's text, behind the ops bearer token (the figures are
 * fleet-wide, so no dealer key opens them); 404 while no token is configured.
 */
export function metricsRoutes(metrics: { registry: Registry; token: string | undefined } | undefined) {
  const app = new Hono();
  app.get('/metrics', async (c) => {
    const access = metricsAccess(metrics?.token, c.req.header('authorization'));
    if (metrics === undefined || access === 'off') {
      return c.json({ success: false, error: 'Metrics are off: set METRICS_TOKEN.' }, 404);
    }
    if (access === 'denied') {
      c.header('WWW-Authenticate', 'Bearer');
      return c.json({ success: false, error: 'Send the metrics token as a bearer token.' }, 401);
    }
    c.header('Content-Type', metrics.registry.contentType);
    return c.body(await metrics.registry.metrics());
  });
  return app;
}
