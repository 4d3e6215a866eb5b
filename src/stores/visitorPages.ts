export const PAGES_KEY = 'visitedPages:v1';
export const PARAMS_KEY = 'linkedQueryParams:v1';
const LINK_PARAMS = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

export const readJson = <T>(storage: Storage, key: string, fallback: T): T => {
  try {
    const value = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    return value && typeof value === 'object' ? (value as T) : fallback;
  } catch {
    return fallback;
  }
};

/** Records this page view (last 20 paths) and any campaign parameters the shopper arrived with. */
export function trackVisit(location: Location, storage: Storage): void {
  const stored = readJson<unknown>(storage, PAGES_KEY, []);
  const pages = Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string') : [];
  const path = location.pathname + location.search;
  if (pages.at(-1) !== path) storage.setItem(PAGES_KEY, JSON.stringify([...pages, path].slice(-20)));
  const campaign = [...new URLSearchParams(location.search)].filter(([key]) => LINK_PARAMS.test(key));
  if (campaign.length > 0) {
    const linked = readJson<Record<string, string>>(storage, PARAMS_KEY, {});
    for (const [key, value] of campaign) linked[key] = value.slice(0, 200);
    storage.setItem(PARAMS_KEY, JSON.stringify(linked));
  }
}
