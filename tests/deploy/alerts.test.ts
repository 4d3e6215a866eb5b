import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLeadApi, type LeadApiProcess } from '../../scripts/lib/leadApiProcess.ts';
import { openPort } from '../../scripts/lib/openPort.ts';
import { testStoreEnv } from '../support/testStore.ts';

// The shipped Prometheus and Alertmanager examples, checked by their own tools (Debian's prometheus
// and prometheus-alertmanager packages, which .ci/run installs) and against a real lead API's /metrics.
const RULES = 'deploy/prometheus/alerts.yml';
const PROMETHEUS = 'deploy/prometheus/prometheus.yml';
const ALERTMANAGER = 'deploy/alertmanager/alertmanager.yml';
const work = mkdtempSync(join(tmpdir(), 'alerts-'));
const apis: LeadApiProcess[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  rmSync(work, { recursive: true, force: true });
});

const run = (command: string, ...args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 30_000 });
  if (result.error)
    throw new Error(`${command}: ${result.error.message} (apt-get install prometheus prometheus-alertmanager)`);
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
};

describe('the alert rules and their receivers', () => {
  it('promtool accepts the rules, and they fire as tests/deploy/alerts.promtest.yml expects', () => {
    const check = run('promtool', 'check', 'rules', RULES);
    expect(check.out).toContain('SUCCESS: 7 rules found');
    expect(check.status).toBe(0);
    const unit = run('promtool', 'test', 'rules', 'tests/deploy/alerts.promtest.yml');
    expect(unit.out).toContain('SUCCESS');
    expect(unit.status).toBe(0);
  });

  it('promtool accepts the Prometheus config that loads the rules and sends to Alertmanager', () => {
    // As shipped, with the token file it names made here.
    const token = join(work, 'metrics-token');
    writeFileSync(token, 'ops-token-0123456789abcdef');
    const config = readFileSync(PROMETHEUS, 'utf8');
    expect(config).toContain('credentials_file: /etc/prometheus/metrics-token');
    writeFileSync(join(work, 'prometheus.yml'), config.replaceAll('/etc/prometheus/metrics-token', token));
    copyFileSync(RULES, join(work, 'alerts.yml'));
    const check = run('promtool', 'check', 'config', join(work, 'prometheus.yml'));
    expect(check.out).toContain('SUCCESS: 1 rule files found');
    expect(check.status).toBe(0);
    // The jobs LeadApiDown watches are the jobs this config scrapes.
    const jobs = [...config.matchAll(/job_name: (\S+)/g)].map((m) => m[1]);
    expect(jobs).toEqual(['lead-api', 'lead-delivery']);
    expect(readFileSync(RULES, 'utf8')).toContain('up{job=~"lead-api|lead-delivery"} == 0');
  });

  it('amtool accepts the Alertmanager config and routes a page to on-call, the rest to the operators', () => {
    const check = run('amtool', 'check-config', ALERTMANAGER);
    expect(check.out).toContain('SUCCESS');
    expect(check.status).toBe(0);
    const route = (label: string) =>
      run('amtool', 'config', 'routes', 'test', `--config.file=${ALERTMANAGER}`, label).out.split('\n')[0];
    expect(route('severity=page')).toBe('on-call');
    expect(route('severity=ticket')).toBe('operators-email');
    // Every severity the rules give has a route of its own or the default.
    const severities = new Set([...readFileSync(RULES, 'utf8').matchAll(/severity: (\w+)/g)].map((m) => m[1]));
    expect(severities).toEqual(new Set(['page', 'ticket']));
  });

  it('names only metrics a real lead API exports', async () => {
    const TOKEN = 'ops-token-0123456789abcdef';
    const api = await startLeadApi(await openPort(), {
      ...testStoreEnv(join(work, 'leads.sqlite')),
      LEAD_API_LOG: join(work, 'messages.log'),
      LEAD_API_KEYS: '',
      METRICS_TOKEN: TOKEN,
    });
    apis.push(api);
    const text = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const types = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    const exprs = [...readFileSync(RULES, 'utf8').matchAll(/^\s+expr: (.*)$/gm)].map((m) => m[1]!);
    const named = new Set(
      exprs.flatMap((expr) => [...expr.matchAll(/\b(?:lead|stock|site)_[a-z_]+\b/g)].map((m) => m[0])),
    );
    expect(named.size).toBe(7);
    for (const name of named) {
      const histogram = /^(.*)_(bucket|sum|count)$/.exec(name)?.[1];
      if (histogram && types.get(histogram) === 'histogram') continue;
      expect(types.get(name), name).toMatch(/^(gauge|counter)$/);
    }
  }, 60_000);
});
