import { MESSAGES } from './messages.ts';

/**
 * The refusal of a requested test-drive time that has already passed at the dealership, or null.
 * `dealerNow` is the dealership's wall clock ("2026-11-28T21:13"); both are the form's
 * "YYYY-MM-DDTHH:MM", so they compare as text. An empty time (none asked for) is never refused.
 */
export function pastTestDrive(dateTime: string | undefined, dealerNow: string): string | null {
  if (dateTime === undefined || dateTime === '') return null;
  return dateTime < dealerNow.slice(0, 16) ? MESSAGES.dateTimePast : null;
}
