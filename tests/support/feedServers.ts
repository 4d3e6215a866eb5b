import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1 and localhost, made with the machine's openssl. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'feed-tls-'));
  const [key, cert] = [join(dir, 'k.pem'), join(dir, 'c.pem')];
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
  const names = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'];
  execFileSync('openssl', ['req', '-x509', ...ec, ...names, '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
}

export interface Running {
  server: Server;
  port: number;
  url: string;
  close: () => Promise<void>;
}

/** Starts a server on a loopback address and a free port. */
export async function listen(server: Server, host: string, scheme: 'http' | 'https'): Promise<Running> {
  await new Promise<void>((done) => server.listen(0, host, done));
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    server,
    port,
    url: `${scheme}://${shown}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => {
          done();
        });
      }),
  };
}

export function httpServer(handler: RequestListener, host = '127.0.0.1'): Promise<Running> {
  return listen(createHttpServer(handler), host, 'http');
}

export function httpsServer(handler: RequestListener, tls: { key: string; cert: string }): Promise<Running> {
  return listen(createHttpsServer(tls, handler), '127.0.0.1', 'https');
}

/**
 * Writes `head`, then `fill` over and over up to `max` bytes, only as fast as the reader takes them
 * (nothing is held in memory); returns how many bytes were written when the reader stopped.
 */
export function streamGenerated(response: ServerResponse, head: string, fill: string, max: number): Promise<number> {
  const chunk = Buffer.from(fill.repeat(Math.ceil(65_536 / fill.length)));
  let sent = 0;
  return new Promise<number>((done) => {
    const finish = () => {
      done(sent);
    };
    response.on('close', finish);
    const pump = () => {
      while (sent < max) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    response.write(head);
    sent += Buffer.byteLength(head);
    pump();
  });
}
