import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (docs/architecture.md, "Import rules"), run through ESLint's
// Node API on probe files that do not exist: only the import rule's findings are read.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfigFile: 'eslint.config.js',
  // Type information is not needed for import rules and would need the probe files on disk.
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message.replace(/^'[^']+' import is restricted from being used by a pattern\. /, ''));
}

describe('layer rules in lint', () => {
  it('domain: a value import from config fails, naming the rule', async () => {
    const errors = await layerErrors(
      'src/domain/__probe.ts',
      "import { flag } from '../config/flag.ts';\nexport const probe = flag;\n",
    );
    expect(errors).toEqual(['src/domain/ imports nothing of ours from outside domain but types (`import type`).']);
  });

  it('domain: a type import from config, and any import within domain, pass', async () => {
    const code =
      "import type { DealerConfig } from '../config/dealerSchema.ts';\nimport { slugify } from './slug.ts';\n" +
      'export const probe = (c: DealerConfig) => slugify(c.name);\n';
    expect(await layerErrors('src/domain/__probe.ts', code)).toEqual([]);
  });

  it('domain: no framework package', async () => {
    const errors = await layerErrors(
      'src/domain/__probe.ts',
      "import { useState } from 'react';\nexport { useState };\n",
    );
    expect(errors).toEqual(['src/domain/ is pure: no framework, store or search-engine package.']);
  });

  it('components: the Meilisearch packages fail; src/search/ passes', async () => {
    const engine = "import { MeiliSearch } from 'meilisearch';\nexport { MeiliSearch };\n";
    expect(await layerErrors('src/components/search/__Probe.tsx', engine)).toEqual([
      'Components never import the Meilisearch packages: they get app types from src/search/.',
    ]);
    const search = "import { carBySlug } from '../../search/carBySlug.ts';\nexport { carBySlug };\n";
    expect(await layerErrors('src/components/search/__Probe.tsx', search)).toEqual([]);
  });

  it('src/ never imports the Node tools in scripts/ or the lead API in server/, at any depth', async () => {
    const message =
      'src/ never imports scripts/ (Node tools) or server/ (the lead API): they would break a browser bundle.';
    const tool = "import { runPool } from '../../../scripts/lib/runPool.ts';\nexport { runPool };\n";
    expect(await layerErrors('src/scripts/car/__probe.ts', tool)).toEqual([message]);
    const api = "import { createApp } from '../../server/app.ts';\nexport { createApp };\n";
    expect(await layerErrors('src/pages/__probe.ts', api)).toEqual([message]);
    expect(await layerErrors('src/components/car/__probe.ts', api.replace('../../', '../../../'))).toEqual([message]);
    // src/scripts/ (the browser's page scripts) is not scripts/.
    const pageScript = "import { bootCarPage } from '../../scripts/car/bootCarPage.ts';\nexport { bootCarPage };\n";
    expect(await layerErrors('src/components/car/__probe.ts', pageScript)).toEqual([]);
  });

  it('api: imports only domain', async () => {
    const config = "import { buildEnv } from '../config/env/load.ts';\nexport { buildEnv };\n";
    expect(await layerErrors('src/api/__probe.ts', config)).toEqual([
      'src/api/ imports only src/domain/ (the lead-API schemas are shared with the server).',
    ]);
    const domain =
      "import { slugify } from '../domain/slug.ts';\nimport { MESSAGES } from './messages.ts';\nexport { slugify, MESSAGES };\n";
    expect(await layerErrors('src/api/__probe.ts', domain)).toEqual([]);
  });
});
