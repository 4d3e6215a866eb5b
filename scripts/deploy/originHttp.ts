import { request } from 'node:http';

export interface OriginResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * GET from the origin with a chosen Host header (fetch forbids setting Host). The body is returned
 * as sent: ask for an encoding with `acceptEncoding` and decode it yourself.
 */
export function originGet(
  originUrl: string,
  host: string,
  path: string,
  acceptEncoding = 'identity',
): Promise<OriginResponse> {
  const url = new URL(path, originUrl);
  return new Promise((done, fail) => {
    const req = request(
      url,
      { headers: { host, 'accept-encoding': acceptEncoding, connection: 'close' }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
        });
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on('error', fail);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${host}${path}: no answer in 10 s`)));
    req.on('error', fail);
    req.end();
  });
}
