import { defineConfig } from 'vitest/config';

// Unit tests need nothing running; integration and build tests share one real Meilisearch.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/images/**/*.test.ts'],
        },
      },
      // A real nginx on loopback, started by the tests (Debian's /usr/sbin/nginx).
      {
        test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], testTimeout: 120_000, fileParallelism: false },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/build/**/*.test.ts'],
          globalSetup: ['tests/support/searchEngineSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 900_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
