import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { poolSettings, type PoolFlags } from '../../scripts/leadApiNginx/args.ts';
import { leadApiMainConf, leadApiPoolConf } from '../../scripts/leadApiNginx/poolConf.ts';

const flags = (extra: Partial<PoolFlags> = {}): PoolFlags => ({
  dir: '/var/lib/dealer-lead-api-nginx',
  port: ['8787', '8788'],
  'api-host': '127.0.0.1',
  listen: '80',
  'server-name': 'api.example.com.au',
  'nginx-user': 'www-data',
  'tls-cert': '',
  'tls-key': '',
  'tls-listen': '443',
  ...extra,
});
const settings = (extra: Partial<PoolFlags> = {}) => {
  const result = poolSettings(flags(extra));
  if (typeof result === 'string') throw new Error(result);
  return result;
};
const lines = (text: string) => text.split('\n').map((line) => line.trim());

describe('the lead API pool nginx config (npm run lead-api-nginx)', () => {
  it('puts every instance in the upstream with passive health, and one server block for the API host', () => {
    const conf = leadApiPoolConf(settings({ port: ['8787', '8788,8789'] }));
    const pool = conf.slice(conf.indexOf('upstream lead_api {'), conf.indexOf('}') + 1);
    expect(lines(pool)).toEqual([
      'upstream lead_api {',
      'server 127.0.0.1:8787 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:8788 max_fails=2 fail_timeout=5s;',
      'server 127.0.0.1:8789 max_fails=2 fail_timeout=5s;',
      '# Kept-alive connections to the instances: no TCP handshake per request.',
      'keepalive 64;',
      '}',
    ]);
    const server = lines(conf.slice(conf.indexOf('server {')));
    expect(server.slice(0, 3)).toEqual(['server {', 'listen 80;', 'server_name api.example.com.au;']);
    expect(server).toContain('location /api/ {');
    expect(server).toContain('proxy_pass http://lead_api;');
    expect(server).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    // A lead POST that reached an instance is never sent to the other one (no non_idempotent), in the
    // lead API's location and the dealer console's.
    const retry = ['proxy_next_upstream error timeout http_502 http_503;', 'proxy_next_upstream_tries 2;'];
    expect(server.filter((line) => line.startsWith('proxy_next_upstream'))).toEqual([...retry, ...retry]);
    expect(server).toContain('location /console/ {');
    expect(server).toContain('client_max_body_size 64k;');
    expect(server.slice(-5)).toEqual(['location / {', 'return 404;', '}', '}', '']);
  });

  it('instances on another machine and TLS on this nginx', () => {
    const conf = leadApiPoolConf(
      settings({
        'api-host': '10.0.0.5',
        port: ['9000'],
        listen: '127.0.0.1:8080',
        'tls-cert': '/etc/ssl/api/fullchain.pem',
        'tls-key': '/etc/ssl/api/privkey.pem',
      }),
    );
    expect(lines(conf)).toContain('server 10.0.0.5:9000 max_fails=2 fail_timeout=5s;');
    const server = lines(conf.slice(conf.indexOf('server {')));
    expect(server.slice(0, 7)).toEqual([
      'server {',
      'listen 127.0.0.1:8080;',
      'listen 443 ssl;',
      'ssl_certificate /etc/ssl/api/fullchain.pem;',
      'ssl_certificate_key /etc/ssl/api/privkey.pem;',
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'server_name api.example.com.au;',
    ]);
  });

  it('the whole nginx.conf keeps its pid, logs and temp files under its folder and includes the pool', () => {
    const main = lines(leadApiMainConf({ dir: '/srv/n', poolFile: '/srv/n/lead-api.conf', user: 'www-data' }));
    for (const line of [
      'user www-data;',
      'pid /srv/n/nginx.pid;',
      'error_log /srv/n/logs/error.log warn;',
      'access_log /srv/n/logs/access.log lead_api;',
      'client_body_temp_path /srv/n/temp/body;',
      'proxy_temp_path /srv/n/temp/proxy;',
      'include /srv/n/lead-api.conf;',
    ])
      expect(main).toContain(line);
  });

  it('the shipped two-instance files are what the generator writes for 8787 and 8788', () => {
    const conf = leadApiPoolConf(settings());
    const upstream = readFileSync('deploy/nginx/lead-api-upstream.conf', 'utf8');
    expect(upstream.slice(upstream.indexOf('upstream lead_api {'))).toBe(
      conf.slice(conf.indexOf('upstream lead_api {'), conf.indexOf('}\n') + 2),
    );
    const location = readFileSync('deploy/nginx/lead-api-pool.conf', 'utf8');
    const generated = conf.slice(conf.indexOf('    location /api/ {'), conf.indexOf('\n    # Nothing else'));
    expect(location.slice(location.indexOf('location /api/ {'))).toBe(generated.replace(/^ {4}/gm, ''));
  });
});

describe('flags that cannot make a config: one line, nothing written', () => {
  it.each([
    [{ dir: '' }, 'No --dir given: the folder for nginx.conf and lead-api.conf. Usage: '],
    [{ 'server-name': '' }, '--server-name "": give the API\'s public host name, e.g. api.example.com.au.'],
    [
      { 'server-name': 'api.x; evil' },
      '--server-name "api.x; evil": give the API\'s public host name, e.g. api.example.com.au.',
    ],
    [{ port: [] }, 'No --port given: name each lead API instance, e.g. --port 8787 --port 8788.'],
    [{ port: ['8787', 'x'] }, '--port "x": a port is a whole number from 1 to 65535.'],
    [{ port: ['0'] }, '--port "0": a port is a whole number from 1 to 65535.'],
    [{ port: ['65536'] }, '--port "65536": a port is a whole number from 1 to 65535.'],
    [{ port: ['8787,8787'] }, '--port 8787 is given twice: each instance needs a port of its own.'],
    [{ listen: 'eighty' }, '--listen "eighty": a port, or address:port (127.0.0.1:8080).'],
    [{ listen: '8787' }, "--listen 8787 is also an instance's --port: nginx and that instance cannot share it."],
    [{ 'api-host': '127.0.0.1;' }, '--api-host "127.0.0.1;": one word, without spaces, quotes or ;.'],
    [{ 'tls-cert': '/etc/ssl/a.pem' }, '--tls-cert and --tls-key go together: give both or neither.'],
  ])('%j', (extra, message) => {
    const result = poolSettings(flags(extra));
    expect(typeof result).toBe('string');
    if (message.endsWith('Usage: '))
      expect(result).toMatch(
        new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}npm run lead-api-nginx -- --dir DIR`),
      );
    else expect(result).toBe(message);
    expect(result).not.toContain('\n');
  });
});
