/** URL slug: lower case, runs of anything but letters and digits become one hyphen. "Land Cruiser 300" → "land-cruiser-300". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SPEC §2 Locations: the slug of a location name without a trailing Sales, Service or Parts. */
export function locationSlug(name: string): string {
  return slugify(name.replace(/\s+(sales|service|parts)\s*$/i, ''));
}
