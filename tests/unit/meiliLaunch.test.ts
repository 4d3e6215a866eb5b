import { describe, expect, it } from 'vitest';
import { meiliLaunch } from '../../scripts/lib/searchEngine.ts';

describe('embedded Meilisearch gets its master key through the environment', () => {
  for (const key of ['a'.repeat(32), 'key-with-dashes_and_underscores-0123456789', 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA']) {
    it(`keeps ${key.slice(0, 6)}… off the command line`, () => {
      const launch = meiliLaunch('/tmp/meili', 7700, key, { PATH: '/usr/bin' });
      expect(launch.args.join(' ')).not.toContain(key);
      expect(launch.args).not.toContain('--master-key');
      expect(launch.env.MEILI_MASTER_KEY).toBe(key);
      expect(launch.env.PATH).toBe('/usr/bin');
      expect(launch.args).toEqual(expect.arrayContaining(['--http-addr', '127.0.0.1:7700', '--env', 'production']));
    });
  }
});
