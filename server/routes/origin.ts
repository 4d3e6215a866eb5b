import type { Fleet } from '../fleet.ts';
import { failure } from '../answers.ts';
import type { StoredResponse } from '../store.ts';

/** A browser on dealer A's site may not write for dealer B (calls without Origin are server-to-server). */
export function originMismatch(origin: string | undefined, fleet: Fleet, websiteId: number): StoredResponse | null {
  if (!origin) return null;
  const site = fleet.siteForOrigin(origin);
  return site?.websiteId === websiteId ? null : failure(403, 'This site may not send data for that website.');
}
