import * as v from 'valibot';
import type { DeriveRule, FeedField } from '../../src/config/areas/feed.ts';
import { expectedFound } from '../../src/config/expectedFound.ts';
import type { Dealer } from '../../src/config/loadDealer.ts';
import { feedMapping, type ColumnMapping } from './mapRow.ts';
import { effectiveFeed, presetOf } from './presets/effectiveFeed.ts';
import type { DealerStockPlaces } from './places.ts';
import { carInputEntries, type CarInputField } from './rowSchema.ts';
import { RESERVED } from './values/valueMap.ts';

const isField = (field: string): field is CarInputField => field in carInputEntries;

/** The message of a value the field's check refuses, or null when it is accepted. */
function refusal(field: CarInputField, value: string): string | null {
  const result = v.safeParse(carInputEntries[field], value);
  return result.success ? null : result.issues[0].message;
}

/**
 * Whole-file problems of a dealer's mapping, found before any row is read: a value-map meaning, a
 * constant or a derive-rule value the field would refuse on every row, one line each, such as
 * `feed.values.body: "Utility" means "utes"; expected one of 4x4, …`. Empty when the mapping is sound.
 */
export function mappingProblems(mapping: ColumnMapping): string[] {
  const problems: string[] = [];
  for (const [field, words] of Object.entries(mapping.values ?? {}) as [FeedField, Record<string, string>][]) {
    if (!isField(field)) continue;
    for (const [word, meaning] of Object.entries(words)) {
      if (meaning === '' || (field === 'status' && meaning === RESERVED)) continue;
      const message = refusal(field, meaning);
      if (message !== null) {
        problems.push(`feed.values.${field}: ${JSON.stringify(word)} means ${JSON.stringify(meaning)}; ${message}`);
      }
    }
  }
  for (const [field, constant] of Object.entries(mapping.constants ?? {}) as [FeedField, string][]) {
    if (!isField(field)) continue;
    const message = refusal(field, constant);
    if (message !== null) problems.push(`feed.constants.${field}: ${message}`);
  }
  for (const [field, rules] of Object.entries(mapping.derive ?? {}) as [FeedField, readonly DeriveRule[]][]) {
    if (!isField(field)) continue;
    rules.forEach((rule, i) => {
      const at = `feed.derive.${field}[${i}]`;
      const value = rule.value === undefined ? null : refusal(field, rule.value);
      if (value !== null) problems.push(`${at}: ${value}`);
      for (const [word, meaning] of Object.entries(rule.values ?? {})) {
        const message = meaning === '' ? null : refusal(field, meaning);
        if (message !== null)
          problems.push(`${at}: ${JSON.stringify(word)} means ${JSON.stringify(meaning)}; ${message}`);
      }
    });
  }
  return problems;
}

/** Every meaning a mapping gives a field: value-map meanings, the constant and derive-rule values. */
function meaningsOf(mapping: ColumnMapping, field: FeedField): { at: string; meaning: string }[] {
  const out = Object.entries(mapping.values?.[field] ?? {}).map(([word, meaning]) => ({
    at: `feed.values.${field}: ${JSON.stringify(word)} means ${JSON.stringify(meaning)}`,
    meaning,
  }));
  const constant = mapping.constants?.[field];
  if (constant !== undefined) out.push({ at: `feed.constants.${field}`, meaning: constant });
  (mapping.derive?.[field] ?? []).forEach((rule, i) => {
    const at = `feed.derive.${field}[${i}]`;
    if (rule.value !== undefined) out.push({ at, meaning: rule.value });
    for (const [word, meaning] of Object.entries(rule.values ?? {}))
      out.push({ at: `${at}: ${JSON.stringify(word)} means ${JSON.stringify(meaning)}`, meaning });
  });
  return out.filter((x) => x.meaning !== '');
}

/**
 * Problems of a mapping with the dealer's own dealerships and locations (`npm run check-dealers`):
 * a location or dealership id the dealer does not have, one line each
 * (`feed.values.location_id: "HOB-02" means "1069"; expected one of this dealer's locations (1061), found 1069`),
 * and a preset feed of a dealer with several dealerships that names no map for its store codes.
 */
export function placeMappingProblems(
  mapping: ColumnMapping,
  places: DealerStockPlaces,
  preset: { name: string; placeColumn: string } | null,
): string[] {
  const problems: string[] = [];
  const known = {
    location_id: places.locations.map((l) => l.id),
    dealership_id: places.dealerships.map((d) => d.id),
  };
  const words = { location_id: "this dealer's locations", dealership_id: "this dealer's dealerships" };
  for (const field of ['location_id', 'dealership_id'] as const) {
    for (const { at, meaning } of meaningsOf(mapping, field)) {
      if (known[field].includes(Number(meaning))) continue;
      problems.push(`${at}; ${expectedFound(`one of ${words[field]} (${known[field].join(', ')})`, meaning)}`);
    }
  }
  const placed = (field: 'location_id' | 'dealership_id') =>
    meaningsOf(mapping, field).length > 0 || mapping.columns[field] !== undefined;
  if (preset !== null && places.dealerships.length > 1 && !placed('location_id') && !placed('dealership_id')) {
    problems.push(
      `feed.values.location_id: this dealer has several dealerships (${known.dealership_id.join(', ')}) and the ` +
        `${preset.name} feed names each car's by ${preset.placeColumn}: map each ${preset.placeColumn} to a location id, ` +
        `such as "values": { "location_id": { "<${preset.placeColumn}>": "${known.location_id[0] ?? '<location id>'}" } }`,
    );
  }
  return problems;
}

/**
 * Every mapping problem of a dealer's feed, as `npm run check-dealers` prints them (without the
 * `flags.` prefix): whole-file problems and ids of places the dealer does not have. None without a feed.
 */
export function feedProblems(dealer: Pick<Dealer, 'config' | 'locations'>): string[] {
  const feed = effectiveFeed(dealer.config.flags.feed);
  if (feed.format === null && feed.preset === null) return [];
  const mapping = feedMapping(feed);
  const preset = presetOf(feed.preset);
  const places = { dealerships: dealer.config.dealerships, locations: dealer.locations };
  return [
    ...mappingProblems(mapping),
    ...placeMappingProblems(
      mapping,
      places,
      preset === null ? null : { name: feed.preset ?? '', placeColumn: preset.placeColumn },
    ),
  ];
}
