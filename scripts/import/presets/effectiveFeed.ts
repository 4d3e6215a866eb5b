import type { FeedField } from '../../../src/config/areas/feed.ts';
import { formatOfLocation } from '../../../src/domain/feedFormats.ts';
import type { Flags } from '../../../src/config/templates.ts';
import type { FeedPreset } from './feedPreset.ts';
import { googlePreset } from './google.ts';
import { metaPreset } from './meta.ts';

type FeedFlags = Flags['feed'];
type PresetName = NonNullable<FeedFlags['preset']>;

const PRESETS = { google: googlePreset, meta: metaPreset } satisfies Record<PresetName, FeedPreset>;

/** The preset a feed names, or null. */
export function presetOf(name: FeedFlags['preset']): FeedPreset | null {
  if (name === null) return null;
  switch (name) {
    case 'google':
    case 'meta':
      return PRESETS[name];
    default: {
      const exhaustive: never = name;
      return exhaustive;
    }
  }
}

const ending = (location: string | null) => (location ?? '').replace(/[?#].*$/, '').toLowerCase();

function mergeValues(preset: FeedPreset['values'], own: FeedFlags['values']): FeedFlags['values'] {
  const merged: FeedFlags['values'] = {};
  for (const field of new Set([...Object.keys(preset), ...Object.keys(own)]) as Set<FeedField>) {
    merged[field] = { ...preset[field], ...own[field] };
  }
  return merged;
}

/**
 * A dealer's feed flags with its preset (if any) filled in underneath: the dealer's own settings
 * always win. From the preset: the format from the location's ending (the endings of each format in
 * src/domain/feedFormats.ts; csv when none matches; `.tsv` also sets the tab delimiter), the XML record path, the columns, the value maps (merged word by
 * word), the constants and the key (when the dealer left it at `id`). The preset's store column
 * (`store_code`, `dealer_id`) is read as location_id or dealership_id when the dealer maps its values.
 */
export function effectiveFeed(feed: FeedFlags): FeedFlags {
  const preset = presetOf(feed.preset);
  if (preset === null) return feed;
  const format = feed.format ?? formatOfLocation(feed.location) ?? 'csv';
  const place: FeedFlags['columns'] = {};
  if (feed.values.location_id !== undefined) place.location_id = preset.placeColumn;
  if (feed.values.dealership_id !== undefined) place.dealership_id = preset.placeColumn;
  return {
    ...feed,
    format,
    recordPath: feed.recordPath ?? (format === 'xml' ? preset.recordPath : null),
    delimiter: feed.delimiter === 'auto' && ending(feed.location).endsWith('.tsv') ? '\t' : feed.delimiter,
    columns: { ...(preset.columns as FeedFlags['columns']), ...place, ...feed.columns },
    values: mergeValues(preset.values, feed.values),
    constants: { ...preset.constants, ...feed.constants },
    key: feed.key === 'id' ? preset.key : feed.key,
  };
}
