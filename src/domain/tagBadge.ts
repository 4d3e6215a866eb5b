import type { CarFlags } from './flags.ts';
import { isAvailable } from './availability.ts';
import type { Car } from './car.ts';

/** Days a newly listed car carries the new tag (SPEC §9). */
export const NEW_TAG_DAYS = 8;

export type TagBadgeKind = 'electrified' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'new' | 'sold';

/** The one badge a car card or car page shows. `tone` picks the colour; certified is an image. */
export interface TagBadge {
  kind: TagBadgeKind;
  text: string;
  tone: 'red' | 'green' | 'blue' | 'dark' | 'image';
}

type TagFields = Pick<
  Car,
  'status' | 'reserved' | 'certified' | 'car_type' | 'tag' | 'simple_fuel' | 'created_at_timestamp'
>;

/**
 * The badge by SPEC §4 priority: electric/hybrid (where enabled), reserved, certified used image,
 * custom tag (red; green for 'runout sale' by flag), COMING SOON, new within 8 days, none.
 * Cars that are not available show the sold tag instead.
 */
export function tagBadge(car: TagFields, tags: CarFlags['tags'], nowSeconds: number): TagBadge | null {
  if (!isAvailable(car.status)) return { kind: 'sold', text: tags.soldTagText, tone: 'dark' };
  if (tags.electrifiedTags && (car.simple_fuel === 'Electric' || car.simple_fuel === 'Hybrid')) {
    return { kind: 'electrified', text: car.simple_fuel.toUpperCase(), tone: 'blue' };
  }
  if (car.reserved) return { kind: 'reserved', text: 'RESERVED', tone: 'dark' };
  if (tags.certifiedBadge && car.certified && car.car_type === 'used') {
    return { kind: 'certified', text: 'Certified Pre-Owned', tone: 'image' };
  }
  const custom = car.tag?.trim();
  if (custom) {
    const green = tags.runoutSaleGreen && custom.toLowerCase() === 'runout sale';
    return { kind: 'custom', text: custom, tone: green ? 'green' : 'red' };
  }
  if (car.status === 'coming_soon') return { kind: 'coming-soon', text: 'COMING SOON', tone: 'dark' };
  if (nowSeconds - car.created_at_timestamp <= NEW_TAG_DAYS * 86_400) {
    return { kind: 'new', text: tags.newTagText, tone: 'red' };
  }
  return null;
}
