import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { SECURITY_HEADERS } from '../../src/integrations/securityHeaders.ts';
import { createImageService } from '../imageService/imageService.ts';
import { isIndexHost, rangeVerdict } from './requestGuard.ts';

/** The dealer a request is for: the first label of Host (sunshine-toyota.localhost:4321). */
export function dealerFromHost(host: string | undefined): string | null {
  const name = (host ?? '').split(':')[0] ?? '';
  const label = name.split('.')[0] ?? '';
  return name.includes('.') && /^[a-z0-9-]+$/.test(label) ? label : null;
}

/**
 * True when the file a request path names (as the static handler finds it: the path, `.html`, or
 * `index.html` in it) is or lies behind a symbolic link. A site serves its own files only: a link in
 * `dist/` could otherwise hand out any file the server can read.
 */
export function behindLink(siteDir: string, url: string | undefined): boolean {
  let path: string;
  try {
    path = decodeURIComponent((url ?? '/').split('?')[0]!);
  } catch {
    return false; // the static handler answers a malformed path itself
  }
  const root = realpathSync(siteDir);
  const named = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
  for (const candidate of [named, `${named}.html`, join(named, 'index.html')]) {
    if (existsSync(candidate)) return realpathSync(candidate) !== candidate;
  }
  return false;
}

/**
 * Serves every built dealer in distDir on one port, picking the site by host name, as a CDN with
 * one site per domain would. The `localhost` host gets the list of sites and the fleet report (only
 * `_report/`); any other unknown host gets a plain 404. No request can end the process: a malformed
 * Range is answered 416 before the file handler sees it, and any error in a handler becomes a 500.
 * A path through a symbolic link is answered 404 (behindLink), as if the file were not there.
 * `/img/…` is the development image host (scripts/imageService). Files are looked up per request
 * (sirv's dev mode), so a site rebuilt while serving is served as it now is. Responses are compressed
 * as the CDN compresses them, so size and speed checks (Lighthouse, budgets) see what shoppers get.
 */
export function serveDealers(
  distDir: string,
  port: number,
  hostname = '127.0.0.1',
  imageCacheDir?: string,
): Promise<{ server: Server; slugs: string[] }> {
  const slugs = existsSync(distDir)
    ? readdirSync(distDir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_'))
        .map((e) => e.name)
        .sort()
    : [];
  const sites = new Map(
    slugs.map((slug) => [slug, sirv(join(distDir, slug), { dev: true, etag: true, extensions: ['html'] })]),
  );
  const report = sirv(join(distDir, '_report'), { dev: true, extensions: ['html'] });
  const compress = compression();
  const images = createImageService(imageCacheDir);
  const server = createServer((req, res) => {
    res.on('error', () => res.destroy());
    try {
      const verdict = rangeVerdict(req.headers.range);
      if (verdict === 'refuse') {
        res.writeHead(416, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Range Not Satisfiable');
        return;
      }
      if (verdict === 'ignore') delete req.headers.range;
      // compression is written for Express but only uses Node's request and response.
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
        guarded(res, () => {
          route(req, res);
        });
      });
    } catch (error) {
      failed(res, error);
    }
  });
  // A malformed request line or header: answer 400 and close that socket, never the server.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\n\r\n');
    else socket.destroy();
  });
  function route(req: IncomingMessage, res: ServerResponse): void {
    const slug = dealerFromHost(req.headers.host);
    const site = slug ? sites.get(slug) : undefined;
    if (!site && !isIndexHost(req.headers.host)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('No dealer site on this host');
      return;
    }
    if (!site && req.url?.startsWith('/_report/')) {
      req.url = req.url.slice('/_report'.length);
      report(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found');
      });
      return;
    }
    if (!site) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>Dealer sites</title><h1>Dealer sites</h1><ul>${slugs.map((s) => `<li><a href="http://${s}.localhost:${port}/">${s}</a></li>`).join('')}</ul><p><a href="/_report/">Fleet build report</a></p>`,
      );
      return;
    }
    // The headers the CDN sends from _headers (deploy/nginx for nginx), so local runs see them too.
    for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
    // /img/…: the image host's part (resized photos); everything else is a built file.
    if (images(req, res, join(distDir, slug!))) return;
    if (behindLink(join(distDir, slug!), req.url)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    site(req, res, () => {
      res.statusCode = 404;
      const notFound = join(distDir, slug!, '404.html');
      if (existsSync(notFound)) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(readFileSync(notFound));
      } else res.end('Not found');
    });
  }
  function guarded(res: ServerResponse, handle: () => void): void {
    try {
      handle();
    } catch (error) {
      failed(res, error);
    }
  }
  function failed(res: ServerResponse, error: unknown): void {
    console.error('dealer server: request failed:', error instanceof Error ? error.message : error);
    if (res.headersSent) res.destroy();
    else {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  }
  return new Promise((done) =>
    server.listen(port, hostname, () => {
      done({ server, slugs });
    }),
  );
}
