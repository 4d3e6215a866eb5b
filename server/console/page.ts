import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { Hono } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The console's built page and its scripts (console/dist, `npm run build:console`) at /console/.
 * Never cached anywhere (a CDN in front passes it through), never framed, and no Referer leaves it:
 * a sign-in link's token is in the page's address until the page uses it.
 */
export function consolePage(dir: string) {
  const app = new Hono();
  app.get('/console', (c) => c.redirect('/console/', 301));
  app.get('/console/*', async (c) => {
    const rest = c.req.path.slice('/console/'.length);
    const file = rest === '' || !rest.includes('.') ? 'index.html' : normalize(rest);
    if (file.startsWith('..') || !TYPES[extname(file)]) return c.text('Not found.', 404);
    let body: Buffer;
    try {
      body = await readFile(join(dir, file));
    } catch {
      return c.text(file === 'index.html' ? 'The console is not built: run npm run build:console.' : 'Not found.', 404);
    }
    c.header('Content-Type', TYPES[extname(file)] ?? 'text/plain');
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "frame-ancestors 'none'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    return c.body(new Uint8Array(body));
  });
  return app;
}
