import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nginxSitesConfig, type NginxOptions, type OriginDealer } from './nginxConfig.ts';
import { NGINX_DIRS, originNginxConf, type OriginNginxOptions } from './nginxMain.ts';

/** `$DEPLOY_ROOT/nginx/dealers.conf`: the server blocks every deploy regenerates. */
export const sitesFile = (root: string) => join(resolve(root), 'nginx', 'dealers.conf');

/** Writes the dealers' server blocks; true when the file changed (nginx then needs a reload). */
export function writeSitesConfig(dealers: readonly OriginDealer[], options: NginxOptions): boolean {
  const file = sitesFile(options.root);
  const conf = nginxSitesConfig(dealers, options);
  mkdirSync(join(resolve(options.root), 'nginx'), { recursive: true });
  if (existsSync(file) && readFileSync(file, 'utf8') === conf) return false;
  writeFileSync(file, conf);
  return true;
}

/**
 * Sets up an nginx from nothing: `<dir>/nginx.conf` (the whole http block), the log and temp
 * folders it names, and the dealers' server blocks it includes. Returns the nginx.conf path.
 */
export function initNginx(
  dealers: readonly OriginDealer[],
  sites: NginxOptions,
  main: Omit<OriginNginxOptions, 'sitesFile'>,
): string {
  const dir = resolve(main.dir);
  for (const sub of NGINX_DIRS) mkdirSync(join(dir, sub), { recursive: true });
  writeSitesConfig(dealers, sites);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, originNginxConf({ ...main, dir, sitesFile: sitesFile(sites.root) }));
  return conf;
}
