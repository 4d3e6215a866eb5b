// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// Layer rules (docs/architecture.md, "Import rules"): each row of the import table is a zone of
// import-x/no-restricted-paths, which resolves an import to the file it names, so one zone holds for
// a folder at every depth (and for an Astro file's <script> blocks). Each message gives the reason.
const ROOT = import.meta.dirname;
const SOURCES = ['src/**', 'server/**', 'scripts/**', 'tools/**', 'console/src/**'];

/** Zones where even a type import is refused. */
const ZONES = [
  {
    target: 'src',
    from: ['scripts', 'server'],
    message: 'src/ never imports scripts/ (Node tools) or server/ (the lead API): they would break a browser bundle.',
  },
  {
    target: 'src/domain',
    from: ['src/search', 'src/api', 'src/stores', 'src/view', 'src/components', 'src/scripts'],
    message:
      'src/domain/ never imports search, api, stores, view, components or scripts, not even a type: the rules sit below every layer that uses them.',
  },
  {
    target: 'src/view',
    from: 'src',
    except: ['./view', './domain'],
    message:
      'src/view/ imports only src/domain/: the pure renderers of shared markup run at build and in the browser, so they hold no config, search or store.',
  },
  {
    target: 'src/config',
    from: ['src/api', 'src/stores', 'src/components'],
    message:
      'src/config/ never imports api, stores or components: the dealer config is read at build time and by the server, with no browser state.',
  },
  {
    target: 'src/search',
    from: ['src/api', 'src/stores', 'src/components'],
    message:
      'src/search/ never imports api, stores or components: it is the one read path to Meilisearch and hands app types upwards.',
  },
  {
    target: 'src/api',
    from: 'src',
    except: ['./api', './domain'],
    message:
      'src/api/ imports only src/domain/: the lead-API schemas are shared by the browser and the server, so they must not drag in build-time config.',
  },
  {
    target: 'src/scripts',
    from: 'src/components',
    message:
      "src/scripts/ never imports src/components/: the page or component that starts a script passes it an island's loader, so imports run one way.",
  },
  {
    target: 'src/stores',
    from: ['src/search', 'src/components'],
    message:
      'src/stores/ never imports search or components: browser state sits below the views and never holds raw engine answers.',
  },
  {
    target: 'server',
    from: ['src/components', 'src/stores'],
    message:
      'server/ never imports src/components/ or src/stores/: the lead API shares only the pure rules, the config, the search reads and the request schemas.',
  },
  {
    target: 'server',
    from: 'scripts',
    // The metrics endpoint reads the records the batch jobs of its host write (a build's car count,
    // the release folders, an import's record) through the modules that write them, so each file
    // format is stated once.
    except: ['./deploy/carCount.ts', './deploy/releaseFiles.ts', './lib/stockReport.ts'],
    message:
      "server/ never imports scripts/ (the Node tools), apart from the readers of the batch jobs' records that /metrics shares.",
  },
  {
    target: ['src', 'server', 'scripts'],
    from: 'tools',
    message:
      "Nothing an operator's machine runs imports tools/ (developer tools): src/, server/ and scripts/ must work without it.",
  },
];

/** Zones a type import (`import type`) may cross: only values are refused. */
const VALUE_ZONES = [
  {
    target: 'src/domain',
    from: 'src',
    except: ['./domain'],
    message:
      'src/domain/ imports nothing of ours from outside domain but types (`import type`): domain stays testable without a browser or a clock.',
  },
  {
    target: 'src/config',
    from: 'src/search',
    message:
      "src/config/ takes only types from src/search/ (the car views' site data): a value would pull the search client into every config read.",
  },
];

const isTypeOnly = (/** @type {any} */ source) => {
  const parent = source.parent;
  if (parent?.importKind === 'type' || parent?.exportKind === 'type') return true;
  const specifiers = parent?.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type')
  );
};
/** import-x/no-restricted-paths with type-only imports let through, as no-restricted-imports' allowTypeImports did. */
const noRestrictedValuePaths = {
  meta: importX.rules['no-restricted-paths'].meta,
  create(/** @type {any} */ context) {
    const report = (/** @type {any} */ descriptor) => {
      if (!isTypeOnly(descriptor.node)) context.report(descriptor);
    };
    return importX.rules['no-restricted-paths'].create(Object.create(context, { report: { value: report } }));
  },
};

const MEILISEARCH = ['meilisearch', 'meilisearch/*', '@meilisearch/*'];
/** Packages a folder never imports (package names read the same at any depth). */
const PACKAGE_RULES = {
  'src/domain': {
    group: ['react', 'react-dom', 'react-dom/*', 'astro', 'astro:*', 'nanostores', '@nanostores/*', ...MEILISEARCH],
    message: 'src/domain/ is pure: no framework, store or search-engine package.',
  },
  'src/view': {
    group: ['react', 'react-dom', 'react-dom/*', 'astro', 'astro:*', 'nanostores', '@nanostores/*', ...MEILISEARCH],
    message: 'src/view/ is pure: markup as data, no framework, store or search-engine package.',
  },
  'src/api': { group: MEILISEARCH, message: 'src/api/ never imports the Meilisearch packages.' },
  'src/components': {
    group: MEILISEARCH,
    message: 'Components never import the Meilisearch packages: they get app types from src/search/.',
  },
};
const layerBlocks = [
  {
    files: SOURCES,
    plugins: { 'import-x': importX, layers: { rules: { 'no-restricted-value-paths': noRestrictedValuePaths } } },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: ZONES }],
      'layers/no-restricted-value-paths': ['error', { basePath: ROOT, zones: VALUE_ZONES }],
    },
  },
  ...Object.entries(PACKAGE_RULES).map(([folder, pattern]) => ({
    files: [`${folder}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [pattern] }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'console/dist/',
      'console/.astro/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers read naturally in messages ("3 cars"); objects and undefined still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // noUncheckedIndexedAccess (tsconfig strictest) types every index as possibly undefined; `!` after
      // a length or key check says so more plainly than a dead branch.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Both are in use: `type` beside valibot's InferOutput types, `interface` where a declaration is
      // extended or merged (module augmentation); neither is forced on the other.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // A leading underscore marks a parameter a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    // One way to import a component: by its name, so a rename is a compile error everywhere.
    files: ['src/**/*.tsx', 'console/src/**/*.tsx'],
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
    // The project service has no program for Astro files; `astro check` (npm run typecheck) types them.
    files: ['**/*.astro'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain JavaScript (this config, astro.config.mjs) is outside the TypeScript program.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Small files (docs/architecture.md, "Small files"): a source file stays under 300 lines and one
    // that grows past it is split along its seams. Tests may run longer: one journey is one spec.
    files: SOURCES.map((folder) => `${folder}/*.{ts,tsx,astro,js,mjs}`),
    ignores: ['**/*.astro/*'],
    rules: { 'max-lines': ['error', { max: 299 }] },
  },
  ...layerBlocks,
);
