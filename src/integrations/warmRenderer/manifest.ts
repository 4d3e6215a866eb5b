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

/**
 * The site's pages as the renderer's build listed them (and, after each incremental build, as that
 * build listed them): each page's path and route type. An incremental build that renders every page
 * removes the pages this list has and the stock no longer makes.
 */
export const LISTED_PAGES = 'pages.json';
export type ListedPages = { pathname: string; type: string }[];
