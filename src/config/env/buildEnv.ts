import { int, onOff, port, text, url, type EnvOf } from './kit.ts';

/**
 * Every environment variable the build (scripts/build.ts and each dealer's `astro build`) and the
 * other Node scripts read, in one schema. Pure; `buildEnv()` in ./load.ts parses process.env once.
 * The environment tables of docs/operations/environment.md are generated from this and server/env/schema.ts (npm run env-table).
 */
export const buildVariables = {
  // Search engine
  MEILI_HOST: url({
    doc: 'a Meilisearch to use instead of the embedded one (Cloud, Docker, another OS), e.g. `https://ms-xyz.meilisearch.io`',
    unset: 'the embedded engine',
  }),
  MEILI_MASTER_KEY: text({
    doc: 'key the scripts use to configure the index and look up the signing key; never passed to a dealer build',
    unset: 'generated into `.data/meili/master.key`',
  }),
  MEILI_ADMIN_KEY: text({ doc: 'read when `MEILI_MASTER_KEY` is unset, with the same use', unset: 'none' }),
  MEILI_SEARCH_KEY: text({ doc: 'the search-only key tenant tokens are signed with', unset: 'looked up or created' }),
  MEILI_SEARCH_KEY_UID: text({ doc: 'the uid of `MEILI_SEARCH_KEY`', unset: 'looked up or created' }),
  PUBLIC_MEILI_HOST: url({
    doc: 'the Meilisearch origin browsers use, when it differs from the one the build reaches',
    unset: '`MEILI_HOST` or the embedded address',
  }),
  MEILI_PORT: port({
    fallback: 7700,
    doc: 'port of the embedded engine, always on 127.0.0.1 (the next free one if taken)',
  }),
  MEILI_MAX_TOTAL_HITS: int({
    min: 1,
    max: 1_000_000,
    fallback: 1000,
    doc: 'the most hits one search reaches (index setting, applied by `npm run seed` and `npm run import`); at least the largest dealer’s listed stock',
  }),
  TENANT_TOKEN_DAYS: int({
    min: 1,
    max: 366,
    fallback: 30,
    doc: 'lifetime in days of each dealer’s tenant token (the nightly build renews them)',
  }),

  // Dealer builds
  DEALERS_DIR: text({ fallback: 'dealers', doc: 'the folder of dealer configs (`dealers/<slug>/`)' }),
  OUT_DIR: text({
    fallback: 'dist',
    doc: 'where `npm run build` writes `dist/<slug>/` (and what check-links, validate-html and audit read)',
  }),
  FINGERPRINTS_DIR: text({
    fallback: '.data/fingerprints',
    doc: 'where `npm run build` records what each dealer was last built from (`--changed` compares against it)',
  }),
  PUBLIC_LEAD_API_URL: url({
    doc: 'lead API origin the built sites call (set it to the public API origin for production builds)',
    unset: '`http://127.0.0.1:$LEAD_API_PORT`',
  }),
  PUBLIC_MAPS_KEY: text({
    doc: 'browser maps key; when set, forms geocode postcodes with the maps service',
    unset: 'the offline postcode table',
  }),
  SEARCH_MAKE_PAGES: onOff({
    fallback: true,
    doc: '`0` leaves the per-make and per-model search pages out of a build; only `npm run bench:search` sets it, to measure what those pages cost',
  }),
  DEALER_SLUG: text({
    doc: 'set by `npm run build` for each dealer’s `astro build`: the dealer it builds',
    unset: 'no dealer (astro check)',
  }),
  SEARCH_HOST: url({
    doc: 'set by `npm run build` for each dealer’s `astro build`: the public search host',
    unset: 'none',
  }),
  SEARCH_TOKEN: text({
    doc: 'set by `npm run build` for each dealer’s `astro build`: the dealer’s tenant token',
    unset: 'none',
  }),
  SEARCH_INDEX: text({
    fallback: 'cars',
    doc: 'set by `npm run build` for each dealer’s `astro build`: the stock index uid',
  }),
  BUILD_CLOCK: text({
    doc: 'set by `npm run build` for each dealer’s `astro build`: the build’s “now” (ISO time) every page is rendered at; `--changed` keeps the last build’s, so a rebuild of the same stock writes the same bytes',
    unset: 'the wall clock',
  }),
  STOCK_PHOTOS_DIR: text({
    doc: 'set by `npm run build` for each dealer’s `astro build`: sample photos copied into the site',
    unset: 'none copied',
  }),

  // Local servers and tools
  PORT: port({ fallback: 4321, doc: 'port of `npm start` / `npm run serve` / `npm run bench:search`' }),
  E2E_PORT: port({ fallback: 4400, doc: 'port the browser tests serve `dist/` on' }),
  LEAD_API_PORT: port({
    fallback: 8787,
    doc: 'port of the lead API (`npm run api`, `npm start`, browser tests, fuzz); also the default the build bakes into the sites',
  }),
  LEAD_API_BENCH_PORT: port({ doc: 'port of the lead API `npm run bench:api` starts', unset: '`LEAD_API_PORT` + 1' }),
  LEAD_API_DB: text({
    fallback: '.data/leads/leads.sqlite',
    doc: 'the lead store the scripts read (`npm run deliver`, `npm run deliveries`, scan-secrets)',
  }),
  DATABASE_URL: url({
    protocols: ['postgres', 'postgresql'],
    doc: 'the lead store on PostgreSQL the scripts read instead of `LEAD_API_DB` (`npm run deliveries`, `npm run vitals`, the morning report, scan-secrets)',
    unset: 'the SQLite file `LEAD_API_DB`',
  }),
  LEAD_API_KEYS: text({
    doc: 'dealer export keys (see the lead API); scan-secrets looks for them in `dist/`',
    unset: 'none',
  }),
  LEAD_API_KEYS_FILE: text({
    fallback: '.data/leads/dealer-keys.json',
    doc: 'the generated dealer export keys; scan-secrets looks for them in `dist/`',
  }),
  AUDIT_PORT: port({ fallback: 4480, doc: 'port `npm run audit` serves `dist/` on for Lighthouse' }),
  CHROME_PATH: text({
    doc: 'the Chrome or Chromium `npm run audit` drives',
    unset: '`/usr/bin/chromium` when present',
  }),
  CHROMIUM_PATH: text({
    fallback: '/usr/bin/chromium',
    doc: 'the Chromium `npm run bench:car` drives when Playwright’s own browser is not installed',
  }),

  // Deploy
  DEPLOY_ROOT: text({
    fallback: '.data/origin',
    doc: 'where `npm run deploy` keeps `releases/<slug>/<release>/`, the `current` links and `nginx/dealers.conf`',
  }),
  DEPLOY_ORIGIN_URL: url({
    fallback: 'http://127.0.0.1',
    doc: 'where the deploy’s smoke check reaches nginx (it sends each dealer’s Host header)',
  }),
  DEPLOY_LISTEN: text({ fallback: '80', doc: 'the `listen` value written into the generated nginx config' }),
  DEPLOY_IMAGE_SERVICE_URL: url({
    doc: 'where the generated nginx config passes `/img/` (an image service such as `npm run serve`, which picks the dealer by Host): for dealers whose photos live on the origin’s own image host, as the demo dealers’ do',
    unset: 'no `/img/`',
  }),
  DEPLOY_PURGE_URL: url({
    doc: 'the fleet’s CDN purge endpoint, POSTed `{"dealer","hosts"}` after each good switch',
    unset: 'no purge',
  }),
  DEPLOY_PURGE_TOKEN: text({
    doc: 'sent as `Authorization: Bearer <token>` with each purge',
    unset: 'no `Authorization` header',
  }),

  // Passed on to child processes
  PATH: text({ doc: 'the program search path, handed to each dealer’s build process', unset: 'empty' }),
  HOME: text({ doc: 'the home folder, handed to each dealer’s build process', unset: 'empty' }),
};

export type BuildEnv = EnvOf<typeof buildVariables>;
