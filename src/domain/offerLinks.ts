import { slugify } from './slug.ts';

export interface OfferLinkInput {
  id: number;
  manufacturer: string | { name: string } | null;
  model: { slug: string; override_url: string | null } | null;
  excluded_website_ids: readonly number[];
}

export const manufacturerName = (m: OfferLinkInput['manufacturer']) =>
  m === null ? null : typeof m === 'string' ? m : m.name;

/** SPEC §2 Offers: /offers/{manufacturer-slug}/{id} only on a site with no single manufacturer when the offer has one. */
export function offerHref(offer: OfferLinkInput, singleBrand: boolean): string {
  const make = manufacturerName(offer.manufacturer);
  return !singleBrand && make ? `/offers/${slugify(make)}/${offer.id}` : `/offers/${offer.id}`;
}

/** SPEC §2 Offers model link: the override URL, else /{model.slug}. */
export function offerModelHref(model: NonNullable<OfferLinkInput['model']>): string {
  return model.override_url ?? `/${model.slug}`;
}

/** SPEC §3: offers listing this site in excluded_website_ids are not shown. */
export function offersForSite<O extends OfferLinkInput>(offers: readonly O[], siteId: number): O[] {
  return offers.filter((o) => !o.excluded_website_ids.includes(siteId));
}
