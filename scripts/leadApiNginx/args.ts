import type { LeadApiPoolOptions } from './poolConf.ts';

/** What `npm run lead-api-nginx` reads from its flags (parseArgs values), before any check. */
export interface PoolFlags {
  dir: string;
  port: readonly string[];
  'api-host': string;
  listen: string;
  'server-name': string;
  'nginx-user': string;
  'tls-cert': string;
  'tls-key': string;
  'tls-listen': string;
}

export const USAGE =
  'npm run lead-api-nginx -- --dir DIR --server-name HOST --port P [--port P]… [--api-host 127.0.0.1] [--listen 80] [--nginx-user www-data] [--tls-cert F --tls-key F [--tls-listen 443]]';

type PoolSettings = LeadApiPoolOptions & { dir: string; user: string };

const portOf = (text: string): number | null => (/^\d{1,5}$/.test(text) && +text >= 1 && +text <= 65535 ? +text : null);
/** nginx's own syntax ends a directive at ; and splits it at spaces: neither may be in a value. */
const plain = (text: string) => text !== '' && !/[\s;{}'"]/.test(text);

/** The settings, or the one-line reason the flags cannot make a config (nothing is written then). */
export function poolSettings(flags: PoolFlags): PoolSettings | string {
  if (!flags.dir) return `No --dir given: the folder for nginx.conf and lead-api.conf. Usage: ${USAGE}`;
  if (!flags['server-name'] || !plain(flags['server-name']))
    return `--server-name "${flags['server-name']}": give the API's public host name, e.g. api.example.com.au.`;
  const given = flags.port.flatMap((p) => p.split(',')).filter((p) => p !== '');
  if (given.length === 0) return 'No --port given: name each lead API instance, e.g. --port 8787 --port 8788.';
  const ports: number[] = [];
  for (const text of given) {
    const port = portOf(text);
    if (port === null) return `--port "${text}": a port is a whole number from 1 to 65535.`;
    if (ports.includes(port)) return `--port ${port} is given twice: each instance needs a port of its own.`;
    ports.push(port);
  }
  for (const name of ['api-host', 'listen', 'nginx-user'] as const) {
    if (!plain(flags[name])) return `--${name} "${flags[name]}": one word, without spaces, quotes or ;.`;
  }
  const listenPort = /(?:^|:)(\d+)$/.exec(flags.listen)?.[1];
  if (!listenPort || portOf(listenPort) === null)
    return `--listen "${flags.listen}": a port, or address:port (127.0.0.1:8080).`;
  const local = /^(127\.|localhost$|\[::1\]$)/.test(flags['api-host']);
  if (local && ports.includes(+listenPort))
    return `--listen ${flags.listen} is also an instance's --port: nginx and that instance cannot share it.`;
  const cert = flags['tls-cert'];
  const key = flags['tls-key'];
  if (Boolean(cert) !== Boolean(key)) return '--tls-cert and --tls-key go together: give both or neither.';
  if (cert && (!plain(cert) || !plain(key) || !plain(flags['tls-listen'])))
    return '--tls-cert, --tls-key and --tls-listen: paths and ports without spaces, quotes or ;.';
  return {
    dir: flags.dir,
    user: flags['nginx-user'],
    ports,
    apiHost: flags['api-host'],
    listen: flags.listen,
    serverName: flags['server-name'],
    ...(cert ? { tls: { cert, key, listen: flags['tls-listen'] } } : {}),
  };
}
