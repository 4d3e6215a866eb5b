import * as v from 'valibot';
import { flag } from '../flag.ts';

export const tagsFlags = {
  newTagText: flag(
    v.picklist(['New Arrival', 'JUST ARRIVED']),
    'Tag text for cars created within 8 days.',
    "§4 tag badge priority ('JUST ARRIVED' on some dealers)",
  ),
  soldTagText: flag(v.pipe(v.string(), v.minLength(1)), 'Tag text for unavailable cars.', "§4, §9 default 'JUST SOLD'"),
  runoutSaleGreen: flag(
    v.boolean(),
    "Custom tag 'runout sale' is green, other custom tags red.",
    '§4 (green for runout sale on one dealer)',
  ),
  electrifiedTags: flag(
    v.boolean(),
    'Electric/hybrid badges first in tag priority.',
    '§4 tag badge priority (where enabled)',
  ),
  certifiedBadge: flag(
    v.boolean(),
    'Certified used cars show the certified image badge.',
    '§4 certified used Toyota image badge',
  ),
  belowMarketBadge: flag(
    v.boolean(),
    'Shows the below-market badge (price more than $499 under market average).',
    '§5 below-market badge',
  ),
};

export const TagsFlags = v.strictObject(tagsFlags);
