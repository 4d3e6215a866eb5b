// @ts-check
import { fileURLToPath, URL } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { leanClientBundle } from './src/integrations/leanClientBundle/index.ts';
import { inlineAttributeNamesPlugin } from './src/integrations/leanClientBundle/inlineAttributeNames.ts';
import { afterLoadDirective } from './src/integrations/afterLoad/index.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { sitemapAndRobots } from './src/integrations/sitemapAndRobots.ts';
import { warmRenderer } from './src/integrations/warmRenderer/index.ts';

// One config for every dealer: scripts/build-dealer.ts passes site, outDir and cacheDir per dealer.
export default defineConfig({
  output: 'static',
  integrations: [react(), afterLoadDirective(), sitemapAndRobots(), securityHeaders(), warmRenderer()],
  trailingSlash: 'ignore',
  // Pages wait on the search engine while prerendering; rendering a few at once overlaps those waits.
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: 4 },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    plugins: [leanClientBundle(), inlineAttributeNamesPlugin()],
    resolve: {
      // Astro 7.3.0's image runtime (pulled in by content collections) imports this path, which
      // its package.json does not export; point it at the module that holds it.
      alias: [
        {
          find: 'astro/_internal/logger',
          replacement: fileURLToPath(new URL('./node_modules/astro/dist/core/logger/core.js', import.meta.url)),
        },
      ],
    },
  },
});
