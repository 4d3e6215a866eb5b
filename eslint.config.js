// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import tseslint from 'typescript-eslint';

// Layer rules (docs/architecture.md, "Import rules"). no-restricted-imports matches the import text,
// not the file it names, so whether `../` leaves a folder depends on how deep the importing file
// sits: layerBlocks() writes one block per depth (src/a.ts is depth 1, src/domain/a.ts depth 2…).
// The last block matching a file wins, so each folder's block repeats the rules for all of src/.
const MAX_DEPTH = 6;
const SOURCES = '{ts,tsx,astro,js,mjs}';
const up = (/** @type {number} */ n) => `(\\.\\./){${n}}`;
const filesAt = (/** @type {string} */ folder, /** @type {number} */ depth) => {
  const inner = '*/'.repeat(depth - folder.split('/').length);
  // Astro's <script> blocks are linted as virtual files under the .astro file's path.
  return [`${folder}/${inner}*.${SOURCES}`, `${folder}/${inner}*.astro/*.{js,ts}`];
};
/** Imports that climb out of `folder` (src/<name>) into anything but the folders named in `into`. */
const leaving = (/** @type {number} */ depth, /** @type {string[]} */ into) => {
  const stay = into.map((f) => `${f}/`).join('|');
  return `^(${up(depth)}|${up(depth - 1)}(?!${stay}|\\.\\./))`;
};
const MEILISEARCH = ['meilisearch', 'meilisearch/*', '@meilisearch/*'];
/** @param {number} depth */
const everywhereInSrc = (depth) => [
  {
    regex: `^${up(depth)}(scripts|server)/`,
    message: 'src/ never imports scripts/ (Node tools) or server/ (the lead API): they would break a browser bundle.',
  },
];
/** @type {Record<string, (depth: number) => object[]>} */
const FOLDER_RULES = {
  src: everywhereInSrc,
  'src/domain': (depth) => [
    ...everywhereInSrc(depth),
    {
      regex: leaving(depth, ['domain']),
      allowTypeImports: true,
      message: 'src/domain/ imports nothing of ours from outside domain but types (`import type`).',
    },
    {
      group: ['react', 'react-dom', 'react-dom/*', 'astro', 'astro:*', 'nanostores', '@nanostores/*', ...MEILISEARCH],
      message: 'src/domain/ is pure: no framework, store or search-engine package.',
    },
  ],
  'src/api': (depth) => [
    ...everywhereInSrc(depth),
    {
      regex: leaving(depth, ['api', 'domain']),
      message: 'src/api/ imports only src/domain/ (the lead-API schemas are shared with the server).',
    },
    { group: MEILISEARCH, message: 'src/api/ never imports the Meilisearch packages.' },
  ],
  'src/components': (depth) => [
    ...everywhereInSrc(depth),
    {
      group: MEILISEARCH,
      message: 'Components never import the Meilisearch packages: they get app types from src/search/.',
    },
  ],
};
const layerBlocks = Object.entries(FOLDER_RULES).flatMap(([folder, patterns]) =>
  Array.from({ length: MAX_DEPTH + 1 - folder.split('/').length }, (_, i) => i + folder.split('/').length)
    .filter((depth) => depth >= 1)
    .map((depth) => ({
      files: filesAt(folder, depth),
      rules: { 'no-restricted-imports': ['error', { patterns: patterns(depth) }] },
    })),
);

export default tseslint.config(
  { ignores: ['dist/', '.astro/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to import a component: by its name, so a rename is a compile error everywhere.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Components use named exports, so a rename is a compile error wherever they are imported',
        },
        {
          selector: "ExportSpecifier[exported.name='default']",
          message: 'Components use named exports, so a rename is a compile error wherever they are imported',
        },
      ],
    },
  },
  ...astro.configs.recommended,
  {
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...layerBlocks,
);
