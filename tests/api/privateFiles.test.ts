import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparePrivateFile } from '../../server/privateFiles.ts';
import { LeadStore } from '../../server/store.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('lead store and message log are private', () => {
  it('creates the folder 0700 and the store, WAL and shared-memory files 0600, even under a loose umask', async () => {
    const previous = process.umask(0o000);
    try {
      const dir = join(mkdtempSync(join(tmpdir(), 'private-')), 'leads');
      const store = new LeadStore(join(dir, 'leads.sqlite'));
      await store.insertLead({
        id: 'l1',
        website_id: 101,
        form: 'f',
        category: 'c',
        subcategory: null,
        created_at: new Date().toISOString(),
        data: {},
      });
      expect(mode(dir)).toBe(0o700);
      for (const file of ['leads.sqlite', 'leads.sqlite-wal', 'leads.sqlite-shm'])
        expect(mode(join(dir, file)), file).toBe(0o600);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });

  it('narrows files and folders left world-readable by an older run, and the message log', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'private-')), 'leads');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    for (const file of ['leads.sqlite', 'leads.sqlite-wal']) {
      writeFileSync(join(dir, file), '');
      chmodSync(join(dir, file), 0o644);
    }
    preparePrivateFile(join(dir, 'leads.sqlite'));
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'leads.sqlite'))).toBe(0o600);
    expect(mode(join(dir, 'leads.sqlite-wal'))).toBe(0o600);
    const log = join(dir, 'messages.log');
    preparePrivateFile(log);
    appendFileSync(log, 'code\n');
    expect(mode(log)).toBe(0o600);
  });
});
