import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { openPort } from '../../scripts/lib/openPort.ts';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** How the receiver answers one request: a status, after an optional delay in ms, with optional headers. */
export type HttpAnswer = { status: number; delayMs?: number; headers?: Record<string, string> };

/** A webhook or SMS-provider endpoint on 127.0.0.1 that records every request and answers as told. */
export class HttpReceiver {
  readonly requests: ReceivedRequest[] = [];
  answer: (request: { headers: IncomingHttpHeaders; body: string }, count: number) => HttpAnswer = () => ({
    status: 200,
  });
  private server: Server | null = null;
  url = '';

  async start(path = '/hook'): Promise<this> {
    const port = await openPort();
    this.url = `http://127.0.0.1:${port}${path}`;
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const {
          status,
          delayMs = 0,
          headers = {},
        } = this.answer({ headers: req.headers, body }, this.requests.length + 1);
        this.requests.push({ headers: req.headers, body, status });
        setTimeout(() => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json', ...headers }).end('{}');
        }, delayMs);
      });
    });
    await new Promise<void>((done) =>
      this.server!.listen(port, '127.0.0.1', () => {
        done();
      }),
    );
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    if (server)
      await new Promise<void>((done) =>
        server.close(() => {
          done();
        }),
      );
  }
}
