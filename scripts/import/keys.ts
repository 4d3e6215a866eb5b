import { createHash } from 'node:crypto';
import { expectedFound } from '../../src/config/expectedFound.ts';

/** The field that identifies a car in the dealer's own system (flag `feed.key`). */
export type FeedKey = 'id' | 'stocknum' | 'vin';

/**
 * Derived ids start here: far above the sample stock's ids (100,000 and up) and the six- to
 * seven-digit ids dealer systems export, and a 52-bit hash added to it stays within
 * Number.MAX_SAFE_INTEGER (2^40 + 2^52 − 1 < 2^53 − 1).
 */
export const DERIVED_ID_MIN = 2 ** 40;

/** A key as the dealer's system may write it either way: trimmed, inner spaces collapsed, upper case. */
export const normaliseKey = (key: string) => key.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The platform's whole-number id for a dealer's car: the same for the same dealer and key on every
 * machine and every import (no registry to keep), different for another dealer with the same key.
 */
export function derivedId(slug: string, key: string): number {
  const hex = createHash('sha256')
    .update(`${slug}\0${normaliseKey(key)}`)
    .digest('hex')
    .slice(0, 13);
  return DERIVED_ID_MIN + Number.parseInt(hex, 16);
}

/** The key a row names, read before the row is checked: its id when known, and how to name it in a message. */
export type RowKey = { ok: true; id: number | null; label: string } | { ok: false; error: string };

const KEY_WORDS: Record<Exclude<FeedKey, 'id'>, string> = { stocknum: 'a stock number', vin: 'a VIN' };

/** The raw value as text, or '' when blank or not a scalar. */
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * Reads a raw row's key. `id`: the feed's own whole number (null when it is not one; the row check
 * reports it). `stocknum`/`vin`: the derived id (a row without the key is rejected).
 */
export function rowKey(rowNumber: number, raw: Readonly<Record<string, unknown>>, key: FeedKey, slug: string): RowKey {
  const value = text(raw[key]);
  if (key === 'id') {
    const id = /^\d+$/.test(value) ? Number(value) : null;
    return { ok: true, id: id !== null && Number.isSafeInteger(id) && id > 0 ? id : null, label: value };
  }
  if (value === '')
    return {
      ok: false,
      error: `row ${rowNumber} ${key}: ${expectedFound(`${KEY_WORDS[key]} (the dealer's feed.key)`, 'nothing')}`,
    };
  return { ok: true, id: derivedId(slug, value), label: JSON.stringify(normaliseKey(value)) };
}

/** The raw row the row check sees: with the derived id in place of a feed id (key stocknum or vin). */
export function withDerivedId(raw: Readonly<Record<string, unknown>>, key: FeedKey, id: number | null) {
  return key === 'id' || id === null ? raw : { ...raw, id };
}
