import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { poolSettings, USAGE } from './leadApiNginx/args.ts';
import { LEAD_API_NGINX_DIRS, leadApiMainConf, leadApiPoolConf } from './leadApiNginx/poolConf.ts';

// npm run lead-api-nginx -- --dir DIR --server-name HOST --port 8787 --port 8788: the lead API pool's
// nginx from nothing (docs/operations/nginx.md): DIR/nginx.conf, DIR/lead-api.conf, logs/ and temp/.
let values;
try {
  ({ values } = parseArgs({
    options: {
      dir: { type: 'string', default: '' },
      port: { type: 'string', multiple: true, default: [] },
      'api-host': { type: 'string', default: '127.0.0.1' },
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string', default: '' },
      'nginx-user': { type: 'string', default: 'www-data' },
      'tls-cert': { type: 'string', default: '' },
      'tls-key': { type: 'string', default: '' },
      'tls-listen': { type: 'string', default: '443' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}. Usage: ${USAGE}`);
  process.exit(2);
}
const settings = poolSettings(values);
if (typeof settings === 'string') {
  console.error(settings);
  process.exit(2);
}
const dir = resolve(settings.dir);
for (const sub of LEAD_API_NGINX_DIRS) mkdirSync(join(dir, sub), { recursive: true });
const poolFile = join(dir, 'lead-api.conf');
writeFileSync(poolFile, leadApiPoolConf(settings));
const conf = join(dir, 'nginx.conf');
writeFileSync(conf, leadApiMainConf({ dir, poolFile, user: settings.user }));
const instances = settings.ports.map((port) => `${settings.apiHost}:${port}`).join(', ');
console.log(`nginx config written to ${conf} (pool of ${settings.ports.length}: ${instances}; in ${poolFile}).`);
console.log(`Check it with nginx -t -c ${conf}, then start nginx with it (see docs/operations/nginx.md).`);
