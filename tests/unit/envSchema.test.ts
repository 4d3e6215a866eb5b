import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_DOC, envTables } from '../../tools/lib/envTable.ts';
import { serverEnvFrom, serverVariables } from '../../server/env/schema.ts';
import { buildVariables } from '../../src/config/env/buildEnv.ts';
import { EnvProblems, envFrom, parseEnv } from '../../src/config/env/kit.ts';

const build = (raw: Record<string, string | undefined>) => parseEnv(buildVariables, raw);
const problemsOf = (raw: Record<string, string | undefined>) => {
  const result = build(raw);
  return result.ok ? [] : result.problems;
};

describe('the build and scripts environment', () => {
  it('applies every default when nothing is set, and leaves the optional ones unset', () => {
    const result = build({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      PORT: 4321,
      LEAD_API_PORT: 8787,
      MEILI_PORT: 7700,
      MEILI_MAX_TOTAL_HITS: 1000,
      TENANT_TOKEN_DAYS: 30,
      DEALERS_DIR: 'dealers',
      OUT_DIR: 'dist',
      SEARCH_INDEX: 'cars',
      SEARCH_MAKE_PAGES: true,
      DEPLOY_ORIGIN_URL: 'http://127.0.0.1',
    });
    expect(result.env.MEILI_HOST).toBeUndefined();
    expect(result.env.LEAD_API_BENCH_PORT).toBeUndefined();
  });

  it('counts an empty value as unset', () => {
    const result = build({ PORT: '', MEILI_HOST: '' });
    expect(result.ok && result.env.PORT).toBe(4321);
    expect(result.ok && result.env.MEILI_HOST).toBeUndefined();
  });

  it('reads numbers, URLs and switches into their types', () => {
    const result = build({ PORT: '8080', MEILI_HOST: 'https://search.example.com/', SEARCH_MAKE_PAGES: '0' });
    expect(result.ok && [result.env.PORT, result.env.MEILI_HOST, result.env.SEARCH_MAKE_PAGES]).toEqual([
      8080,
      'https://search.example.com',
      false,
    ]);
  });

  it('never lets a bad number through as NaN, a fraction or out of range', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: expected a whole number from 1 to 65535, found "abc"']);
    for (const bad of ['NaN', '12.5', '-1', '0', '65536', '1e3', '0x10', ' '])
      expect(problemsOf({ PORT: bad }), bad).toEqual([
        `PORT: expected a whole number from 1 to 65535, found ${JSON.stringify(bad)}`,
      ]);
  });

  it('refuses a URL that is not absolute or has another scheme', () => {
    expect(problemsOf({ PUBLIC_LEAD_API_URL: 'leads.example.com' })).toEqual([
      'PUBLIC_LEAD_API_URL: expected an absolute URL starting http:// or https://, found "leads.example.com"',
    ]);
    expect(problemsOf({ MEILI_HOST: 'ftp://search.example.com' })).toEqual([
      'MEILI_HOST: expected an absolute URL starting http:// or https://, found "ftp://search.example.com"',
    ]);
  });

  it('lists every problem, one line each, not just the first', () => {
    expect(problemsOf({ TENANT_TOKEN_DAYS: 'soon', DEPLOY_ORIGIN_URL: 'nginx', SEARCH_MAKE_PAGES: 'no' })).toEqual([
      'TENANT_TOKEN_DAYS: expected a whole number from 1 to 366, found "soon"',
      'SEARCH_MAKE_PAGES: expected "0" (off) or "1" (on), found "no"',
      'DEPLOY_ORIGIN_URL: expected an absolute URL starting http:// or https://, found "nginx"',
    ]);
    expect(() => envFrom('build.ts', buildVariables, { PORT: 'x', AUDIT_PORT: '99999' })).toThrow(
      new EnvProblems('build.ts', [
        'PORT: expected a whole number from 1 to 65535, found "x"',
        'AUDIT_PORT: expected a whole number from 1 to 65535, found "99999"',
      ]),
    );
    expect(() => envFrom('build.ts', buildVariables, { PORT: 'x', AUDIT_PORT: '99999' })).toThrow(
      'build.ts: the environment is not right (2 problems):\n- PORT: expected a whole number from 1 to 65535, found "x"',
    );
  });
});

describe('the lead API environment', () => {
  it('applies the defaults and collects the webhook secrets by name', () => {
    const env = serverEnvFrom({ WEBHOOK_SECRET_HOBART_TOYOTA: 'a-secret-of-16-chars', PATH: '/usr/bin' });
    expect(env).toMatchObject({
      LEAD_API_PORT: 8787,
      LEAD_API_HOST: '127.0.0.1',
      LEAD_API_SYNC: 'NORMAL',
      LEAD_API_RATE_LIMIT: 120,
      LEAD_API_TRUST_PROXY: 0,
      LEAD_API_MAX_BODY: 32_768,
      LEAD_API_DEV_ORIGINS: false,
      DELIVERY_WORKER: true,
      DELIVERY_MAX_AGE_HOURS: 24,
      webhookSecrets: { WEBHOOK_SECRET_HOBART_TOYOTA: 'a-secret-of-16-chars' },
    });
  });

  it('takes the SMS provider when all four of its variables are set', () => {
    const sms = {
      SMS_URL: 'https://sms.example.com/messages',
      SMS_ACCOUNT: 'acct',
      SMS_TOKEN: 'tok',
      SMS_FROM: 'Hobart',
    };
    expect(serverEnvFrom(sms)).toMatchObject(sms);
  });

  it('names every wrong variable and the rules across variables in one error', () => {
    expect(() =>
      serverEnvFrom({
        LEAD_API_SYNC: 'fast',
        LEAD_API_TRUST_PROXY: '11',
        LEAD_API_DEV_ORIGINS: 'yes',
        LEAD_API_AUTH_SECRET: 'short',
        SMTP_URL: 'https://mail.example.com',
        SMS_TOKEN: 'tok',
        LEAD_API_KEYS: 'hobart-toyota=tooshort',
      }),
    ).toThrow(
      [
        'lead API: the environment is not right (7 problems):',
        '- LEAD_API_SYNC: expected "NORMAL" or "FULL", found "fast"',
        '- LEAD_API_TRUST_PROXY: expected a whole number from 0 to 10, found "11"',
        '- LEAD_API_DEV_ORIGINS: expected "0" (off) or "1" (on), found "yes"',
        '- LEAD_API_AUTH_SECRET: expected at least 32 characters, found 5 characters',
        '- SMTP_URL: expected an absolute URL starting smtp:// or smtps://, found "https://mail.example.com"',
        '- SMS_URL, SMS_ACCOUNT, SMS_TOKEN, SMS_FROM go together: SMS_TOKEN is set but SMS_URL, SMS_ACCOUNT, SMS_FROM are not; set all 4 or none.',
        '- LEAD_API_KEYS: entries the API cannot use: entry 1 ("hobart-toyota"): key shorter than 16 characters',
      ].join('\n'),
    );
  });

  it('documents every variable of both schemas', () => {
    for (const [name, variable] of Object.entries({ ...buildVariables, ...serverVariables })) {
      expect(variable.env.doc.length, name).toBeGreaterThan(10);
      expect(variable.env.fallback !== undefined || variable.env.unset !== undefined, name).toBe(true);
    }
  });
});

describe('the environment tables (docs/operations/environment.md)', () => {
  it('are the ones the two schemas generate (npm run env-table -- --write)', () => {
    expect(readFileSync(ENV_DOC, 'utf8')).toContain(envTables());
  });

  it('list each variable with its default', () => {
    const tables = envTables();
    expect(tables).toContain('| `PORT` | whole number 1–65535 | `4321` |');
    expect(tables).toContain('| `LEAD_API_SYNC` | `NORMAL` or `FULL` | `NORMAL` |');
    expect(tables).toContain('| `WEBHOOK_SECRET_<SLUG>` | text, 16+ characters |');
  });
});
