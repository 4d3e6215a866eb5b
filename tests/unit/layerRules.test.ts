import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md, "Import rules"), run through ESLint's
// Node API against the real config on probe files that do not exist (the files they import do):
// each zone and each package rule is shown failing on one violating import, with its message.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfigFile: 'eslint.config.js',
  // Type information is not needed for import rules and would need the probe files on disk.
  overrideConfig: tseslint.configs.disableTypeChecked,
});

const LAYER_RULES = new Set([
  'import-x/no-restricted-paths',
  'layers/no-restricted-value-paths',
  'no-restricted-imports',
  'max-lines',
]);

/** The layer findings of `code` linted as `filePath`, each as the zone's own message. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && LAYER_RULES.has(m.ruleId))
    .map((m) =>
      m.message
        .replace(/^Unexpected path "[^"]+" imported in restricted zone\. /, '')
        .replace(/^'[^']+' import is restricted from being used by a pattern\. /, ''),
    );
}

const reexport = (what: string, from: string) => `import { ${what} } from '${from}';\nexport { ${what} };\n`;

/** One violating import per zone and package rule: [probe file, code, the message it must fail with]. */
const VIOLATIONS: [string, string, string][] = [
  [
    'src/scripts/car/__probe.ts',
    reexport('runPool', '../../../scripts/lib/runPool.ts'),
    'src/ never imports scripts/ (Node tools) or server/ (the lead API): they would break a browser bundle.',
  ],
  [
    'src/domain/__probe.ts',
    reexport('flag', '../config/flag.ts'),
    'src/domain/ imports nothing of ours from outside domain but types (`import type`): domain stays testable without a browser or a clock.',
  ],
  [
    'src/domain/__probe.ts',
    reexport('useState', 'react'),
    'src/domain/ is pure: no framework, store or search-engine package.',
  ],
  [
    'src/domain/__probe.ts',
    "import type { PublicSearchConfig } from '../search/publicSearchConfig.ts';\nexport type Probe = PublicSearchConfig;\n",
    'src/domain/ never imports search, api, stores, view, components or scripts, not even a type: the rules sit below every layer that uses them.',
  ],
  [
    'src/view/__probe.ts',
    reexport('buildEnv', '../config/env/load.ts'),
    'src/view/ imports only src/domain/: the pure renderers of shared markup run at build and in the browser, so they hold no config, search or store.',
  ],
  [
    'src/view/__probe.ts',
    reexport('useState', 'react'),
    'src/view/ is pure: markup as data, no framework, store or search-engine package.',
  ],
  [
    'src/config/areas/__probe.ts',
    reexport('MESSAGES', '../../api/messages.ts'),
    'src/config/ never imports api, stores or components: the dealer config is read at build time and by the server, with no browser state.',
  ],
  [
    'src/config/__probe.ts',
    reexport('publicSearchConfig', '../search/publicSearchConfig.ts'),
    "src/config/ takes only types from src/search/ (the car views' site data): a value would pull the search client into every config read.",
  ],
  [
    'src/search/__probe.ts',
    reexport('toggleFavourite', '../stores/favourites.ts'),
    'src/search/ never imports api, stores or components: it is the one read path to Meilisearch and hands app types upwards.',
  ],
  [
    'src/api/__probe.ts',
    reexport('buildEnv', '../config/env/load.ts'),
    'src/api/ imports only src/domain/: the lead-API schemas are shared by the browser and the server, so they must not drag in build-time config.',
  ],
  ['src/api/__probe.ts', reexport('MeiliSearch', 'meilisearch'), 'src/api/ never imports the Meilisearch packages.'],
  [
    'src/scripts/forms/__probe.ts',
    reexport('mountForm', '../../components/forms/mountForm.tsx'),
    "src/scripts/ never imports src/components/: the page or component that starts a script passes it an island's loader, so imports run one way.",
  ],
  [
    'src/stores/__probe.ts',
    reexport('carBySlug', '../search/carBySlug.ts'),
    'src/stores/ never imports search or components: browser state sits below the views and never holds raw engine answers.',
  ],
  [
    'src/components/search/__Probe.tsx',
    reexport('MeiliSearch', 'meilisearch'),
    'Components never import the Meilisearch packages: they get app types from src/search/.',
  ],
  [
    'server/routes/__probe.ts',
    reexport('toggleFavourite', '../../src/stores/favourites.ts'),
    'server/ never imports src/components/ or src/stores/: the lead API shares only the pure rules, the config, the search reads and the request schemas.',
  ],
  [
    'server/__probe.ts',
    reexport('runPool', '../scripts/lib/runPool.ts'),
    "server/ never imports scripts/ (the Node tools), apart from the readers of the batch jobs' records that /metrics shares.",
  ],
  [
    'scripts/lib/__probe.ts',
    reexport('samplePages', '../../tools/lib/pageSample.ts'),
    "Nothing an operator's machine runs imports tools/ (developer tools): src/, server/ and scripts/ must work without it.",
  ],
];

describe('layer rules in lint', () => {
  it.each(VIOLATIONS)('%s: a violating import fails with the reason (%#)', async (file, code, message) => {
    expect(await layerErrors(file, code)).toEqual([message]);
  });

  it('every zone and package rule of eslint.config.js has a violating probe above', async () => {
    const messages = new Set<string>();
    for (const file of ['src/domain/a.ts', 'src/view/a.ts', 'src/api/a.ts', 'src/components/a.tsx']) {
      const config = (await eslint.calculateConfigForFile(file)) as Linter.Config;
      for (const rule of ['import-x/no-restricted-paths', 'layers/no-restricted-value-paths']) {
        const [, options] = config.rules?.[rule] as [unknown, { zones: { message: string }[] }];
        for (const zone of options.zones) messages.add(zone.message);
      }
      const [, restricted] = config.rules?.['no-restricted-imports'] as [unknown, { patterns: { message: string }[] }];
      for (const pattern of restricted.patterns) messages.add(pattern.message);
    }
    expect(messages.size).toBeGreaterThanOrEqual(12);
    expect([...messages].sort()).toEqual([...new Set(VIOLATIONS.map(([, , message]) => message))].sort());
  });

  it('domain: a type import from config, and any import within domain, pass', async () => {
    const code =
      "import type { DealerConfig } from '../config/dealerSchema.ts';\nimport { slugify } from './slug.ts';\n" +
      'export const probe = (c: DealerConfig) => slugify(c.name);\n';
    expect(await layerErrors('src/domain/__probe.ts', code)).toEqual([]);
  });

  it('a zone holds at any depth and in an Astro file, and src/scripts/ is not scripts/', async () => {
    const message =
      'src/ never imports scripts/ (Node tools) or server/ (the lead API): they would break a browser bundle.';
    expect(await layerErrors('src/pages/__probe.ts', reexport('createApp', '../../server/app.ts'))).toEqual([message]);
    const astro =
      "---\nimport { createApp } from '../../../server/app.ts';\nconst app = createApp;\n---\n<p>{app}</p>\n";
    expect(await layerErrors('src/components/car/__Probe.astro', astro)).toEqual([message]);
    const script = "<script>\n  import { runPool } from '../../../scripts/lib/runPool.ts';\n  runPool;\n</script>\n";
    expect(await layerErrors('src/components/car/__Probe.astro', script)).toEqual([message]);
    const pageScript = reexport('bootCarPage', '../../scripts/car/bootCarPage.ts');
    expect(await layerErrors('src/components/car/__probe.ts', pageScript)).toEqual([]);
  });

  it('what the table allows passes: components read search, api reads domain, server reads src/api/', async () => {
    expect(
      await layerErrors('src/components/search/__Probe.tsx', reexport('carBySlug', '../../search/carBySlug.ts')),
    ).toEqual([]);
    expect(await layerErrors('src/api/__probe.ts', reexport('slugify', '../domain/slug.ts'))).toEqual([]);
    expect(await layerErrors('server/__probe.ts', reexport('MESSAGES', '../src/api/messages.ts'))).toEqual([]);
    expect(
      await layerErrors('server/metrics/__probe.ts', reexport('CAR_COUNT_FILE', '../../scripts/deploy/carCount.ts')),
    ).toEqual([]);
    expect(await layerErrors('tools/lib/__probe.ts', reexport('runPool', '../../scripts/lib/runPool.ts'))).toEqual([]);
  });
});

describe('the file limit in lint', () => {
  const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';

  it('a source file of 300 lines fails, one of 299 passes; tests are not held to it', async () => {
    expect(await layerErrors('server/__probe.ts', lines(300))).toEqual([
      'File has too many lines (300). Maximum allowed is 299.',
    ]);
    expect(await layerErrors('scripts/lib/__probe.ts', lines(299))).toEqual([]);
    expect(await layerErrors('tests/unit/__probe.test.ts', lines(400))).toEqual([]);
  });
});
