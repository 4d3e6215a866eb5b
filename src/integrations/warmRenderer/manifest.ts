/** What scripts/incremental/ needs beside a kept prerender bundle (./index.ts writes it). */
export interface RendererManifest {
  /** The bundle's entry file (under `bundle/`): it exports the app that renders a page. */
  entry: string;
  /** Each page's styles, by Astro's page key: the only build internals rendering reads. */
  pages: [string, { styles: unknown[] }][];
  /** Astro's map from entry specifiers to built files (the page script's URL). */
  bundleMap: [string, string][];
  /** Scripts injected by integrations (the head-inline ones are written into every page). */
  scripts: unknown[];
}

export const RENDERER_MANIFEST = 'renderer.json';
