import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A small dealer build with the shape the deploy tool and smoke check rely on: home, a search page,
 * a car page and a 404 page, each naming the dealer and loading a fingerprinted script and
 * stylesheet whose names change with `version` (as Astro's do with their content).
 * The script loads a chunk with a dynamic import, as islands do. `broken` leaves the page's script
 * or only that chunk out, as a bad build would.
 */
export type FakeBreak = 'script' | 'chunk' | false;
/**
 * The build's car count: `listed` cars on sale plus one sold car, recorded in `.cars.json` as the
 * build does; the home and search pages show `pagesShow` vehicles (by default the recorded total).
 */
export interface FakeCars {
  listed?: number;
  pagesShow?: number;
}
export function writeFakeBuild(
  dir: string,
  dealerName: string,
  version: number,
  broken: FakeBreak = false,
  { listed = 10, pagesShow = listed + 1 }: FakeCars = {},
): void {
  const js = `_astro/app.v${version}.js`;
  const chunk = `_astro/chunk.v${version}.js`;
  const css = `_astro/style.v${version}.css`;
  const page = (title: string, count = '') =>
    `<!doctype html><html lang="en-AU"><head><title>${title} | ${dealerName}</title><link rel="stylesheet" href="/${css}"><script type="module" src="/${js}"></script></head><body><h1>${title}</h1><p>${dealerName} release ${version}</p>${count}${'<p>Filler text so the page is worth compressing.</p>'.repeat(20)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home', `<p class="lede">${pagesShow.toLocaleString('en-AU')} vehicles ready to view.</p>`),
    'search/used-cars/index.html': page('Used cars'),
    'search/new-used-and-demo-cars/index.html': page(
      'All stock',
      `<p class="hit-count"><strong>${pagesShow.toLocaleString('en-AU')}</strong> vehicles found</p>`,
    ),
    '.cars.json': JSON.stringify({ listed, sold: 1, shown: listed + 1, maxRemovalPercent: 30 }),
    'cars/2019-mazda-cx-5-u100/index.html': page('2019 Mazda CX-5'),
    '404.html': page('Page not found'),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    [css]: `body{color:#123}/* v${version} */${'.x{margin:0}'.repeat(40)}`,
  };
  if (broken !== 'script') files[js] = `const c=()=>import("./chunk.v${version}.js");${'void 0;'.repeat(60)}`;
  if (broken !== 'chunk') files[chunk] = `export const v=${version};`;
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}
