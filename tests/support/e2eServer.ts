export const E2E_PORT = Number(process.env.E2E_PORT ?? 4400);

/** Where the e2e run serves a dealer: its own host name, as on the CDN. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${E2E_PORT}${path}`;
