import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serialize } from 'node:v8';
import type { AstroIntegration } from 'astro';
import {
  SEARCH_DISCOVERIES_FILE,
  searchDiscoveries,
  useSearchDiscoveries,
} from '../../components/search/searchDiscoveries.ts';
import { LISTED_PAGES, RENDERER_MANIFEST, type ListedPages, type RendererManifest } from './manifest.ts';

/** The parts of Astro's build internals and options its prerender bundle reads while rendering. */
interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}
interface BuildOptions {
  settings: { scripts: unknown[] };
}
interface PrerenderApp {
  setInternals(internals: BuildInternals): void;
  setOptions(options: BuildOptions): void;
}

/**
 * Keeps the build's prerender bundle (the server code Astro renders every page with, which it would
 * delete) and the few build facts it reads, in the folder KEEP_RENDERER_DIR names. An incremental
 * build (scripts/incremental/) imports it to render only the pages a stock change touches, with the
 * same code as a full build and without bundling again, with the search pages' discoveries the
 * build recorded (src/components/search/searchDiscoveries.ts). Nothing is kept when the variable is
 * unset.
 */
export function warmRenderer(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'warm-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': ({ setPrerenderer }) => {
        const keepDir = process.env.KEEP_RENDERER_DIR;
        if (!keepDir) return;
        setPrerenderer((standard) => ({
          ...standard,
          name: 'warm-renderer',
          async setup() {
            const bundle = fileURLToPath(new URL('./.prerender/', outDir));
            const entry = readdirSync(bundle).find((f) => f.startsWith('prerender-entry.'));
            if (!entry) throw new Error(`no prerender entry in ${bundle}`);
            // The standard prerenderer imports the same module (one instance): catch what it is given.
            const { app } = (await import(pathToFileURL(join(bundle, entry)).href)) as { app: PrerenderApp };
            let internals: BuildInternals | undefined;
            let options: BuildOptions | undefined;
            const setInternals = app.setInternals.bind(app);
            const setOptions = app.setOptions.bind(app);
            app.setInternals = (value) => {
              internals = value;
              setInternals(value);
            };
            app.setOptions = (value) => {
              options = value;
              setOptions(value);
            };
            await standard.setup?.();
            if (!internals || !options) throw new Error('the prerender bundle was set up without build facts');
            rmSync(keepDir, { recursive: true, force: true });
            mkdirSync(keepDir, { recursive: true });
            cpSync(bundle, join(keepDir, 'bundle'), { recursive: true });
            const manifest: RendererManifest = {
              entry,
              pages: [...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
              bundleMap: [...internals.entrySpecifierToBundleMap],
              scripts: options.settings.scripts,
            };
            writeFileSync(join(keepDir, RENDERER_MANIFEST), JSON.stringify(manifest));
            useSearchDiscoveries({ mode: 'record', byKey: new Map() });
          },
          async getStaticPaths() {
            const paths = await standard.getStaticPaths();
            const listed: ListedPages = paths.map(({ pathname, route }) => ({ pathname, type: route.type }));
            writeFileSync(join(keepDir, LISTED_PAGES), JSON.stringify(listed));
            return paths;
          },
          async teardown() {
            await standard.teardown?.();
            const recorded = searchDiscoveries();
            useSearchDiscoveries(undefined);
            if (recorded?.mode === 'record')
              writeFileSync(join(keepDir, SEARCH_DISCOVERIES_FILE), serialize(recorded.byKey));
          },
        }));
      },
    },
  };
}
