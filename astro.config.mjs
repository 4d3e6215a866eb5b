// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { leanClientBundle } from './scripts/lib/leanClientBundle.ts';

// One config for every dealer: scripts/build-dealer.ts passes site, outDir and cacheDir per dealer.
export default defineConfig({
  output: 'static',
  integrations: [react()],
  trailingSlash: 'ignore',
  // Pages wait on the search engine while prerendering; rendering a few at once overlaps those waits.
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: 4 },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: { plugins: [leanClientBundle()] },
});
