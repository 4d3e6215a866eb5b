/** SPEC §2 Other routes served from a dealer's pages/<id>.md, by the Markdown id. */
const TOP_LEVEL = [
  'service',
  'genuine-service',
  'warranty',
  'diamond-advantage',
  'roadside-assist',
  'buying',
  'fleet',
  'about-us',
  'vehicle-parts-and-accessories',
  'terms-and-conditions',
  'privacy-policy',
  'customer-feedback-survey',
] as const;

/** SPEC §2 /pages/{slug} content pages. */
export const PAGES_SLUGS = [
  'finance',
  'kinto-car-rental',
  '4x4xmore',
  'buyers-tips',
  'service-specials',
  'complaint-handling',
  'handling-complaint',
  'toyota-hybrids',
  'mytoyota-connect',
  'toyota-connected',
] as const;

/** Pages every dealer must have because the header or footer links them. */
export const REQUIRED_PAGES = [
  'service',
  'genuine-service',
  'warranty',
  'about-us',
  'vehicle-parts-and-accessories',
  'terms-and-conditions',
  'privacy-policy',
  'customer-feedback-survey',
  'handling-complaint',
] as const;

/** The URL path (no slashes at the ends) of a Markdown page id, or null when it is not a routed page. */
export function contentPath(id: string): string | null {
  if ((TOP_LEVEL as readonly string[]).includes(id)) return id;
  if (id === 'parts-search') return 'parts/search';
  if ((PAGES_SLUGS as readonly string[]).includes(id)) return `pages/${id}`;
  return null;
}

/** Title from the first "# " heading of rendered Markdown, and the HTML without it. */
export function splitTitle(html: string, fallback: string): { title: string; body: string } {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) return { title: fallback, body: html };
  const title = match[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();
  return { title, body: html.replace(match[0], '') };
}
