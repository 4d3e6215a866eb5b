import { COMPARE_LIMIT } from '../../stores/compare.ts';

/** The compare tray's line for the number of cars picked (SPEC §2, §4: compare 2 to COMPARE_LIMIT cars). */
export function compareTrayText(count: number): string {
  const cars = `${String(count)} ${count === 1 ? 'car' : 'cars'}`;
  if (count < 2) return `${cars} to compare: pick one more`;
  return count >= COMPARE_LIMIT ? `${cars} to compare (the most at once)` : `${cars} to compare`;
}
