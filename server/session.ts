import { createHash } from 'node:crypto';
import type { LeadStore } from './store.ts';

/** Sessions are stored by the SHA-256 of their token, never the token itself. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface BearerSession {
  websiteId: number;
  phone: string;
  expiresAt: string;
  tokenHash: string;
}

/** The live session an `Authorization: Bearer <token>` header names, or null (none, unknown, expired). */
export async function bearerSession(
  store: LeadStore,
  authorization: string | undefined,
  now: Date,
): Promise<BearerSession | null> {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const hash = tokenHash(token);
  const found = await store.getSession(hash);
  return found && found.expiresAt >= now.toISOString() ? { ...found, tokenHash: hash } : null;
}
