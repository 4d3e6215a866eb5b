// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// The dealer console: one static page and its React app, apart from the dealers' sites (nothing of
// it reaches a shopper's page). The lead API serves console/dist at /console/ (npm run build:console).
export default defineConfig({
  output: 'static',
  base: '/console',
  outDir: './dist',
  integrations: [react()],
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  devToolbar: { enabled: false },
});
