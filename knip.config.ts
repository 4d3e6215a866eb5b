import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies, and imports of packages package.json does not declare.
// Astro pages and integrations, Vitest and Playwright specs and their global set-ups, and the ESLint
// config are found by knip's plugins; the npm scripts name most Node tools.
const config: KnipConfig = {
  entry: [
    // Every Node tool, including those started by another script rather than by an npm script
    // (build-dealer.ts is forked by the fleet build, sample-feeds.ts is run by hand).
    'scripts/*.ts',
    'tools/*.ts',
    // Bundled by esbuild from a path string in bareSearchPage.ts (npm run bench:search).
    'scripts/bench/bareSearchApp.tsx',
    // The dealer console's own Astro project (npm run build:console), which knip's plugin does not see.
    'console/src/pages/*.astro',
    'console/astro.config.mjs',
  ],
  project: [
    'src/**/*.{ts,tsx,astro,mjs,css}',
    'scripts/**/*.{ts,tsx}',
    'tools/**/*.ts',
    'server/**/*.ts',
    'tests/**/*.ts',
    'console/src/**/*.{ts,tsx,astro,css}',
  ],
  // Stylesheets import the self-hosted font; knip reads CSS only through a compiler.
  compilers: {
    css: (text: string) => [...text.matchAll(/(?<=@)import[^;]+/g)].join('\n'),
  },
  // An export its own module also uses is part of that module's readable surface (a constant next to
  // the function that applies it, a type next to its schema), not dead code; only exports nothing
  // uses at all are reported.
  ignoreExportsUsedInFile: true,
  // Resolved as a file path (vnu.jar inside the package) through createRequire, which knip does not follow.
  ignoreDependencies: ['vnu-jar'],
  // The Nu Html Checker's runtime: the machine's Java, not an npm package; the feed tests make their
  // self-signed certificate with the machine's openssl; backups of a PostgreSQL lead store use the
  // machine's pg_dump and pg_restore (postgresql-client).
  ignoreBinaries: ['java', 'openssl', 'pg_dump', 'pg_restore'],
};

export default config;
