// Browser stand-in for `cross-fetch/polyfill`, which the meilisearch client instant-meilisearch bundles
// loads only when `fetch` is missing: every browser the sites support has fetch.
export {};
