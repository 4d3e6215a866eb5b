import { existsSync, readFileSync } from 'node:fs';
import type { FleetSite } from '../fleet.ts';

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 random bytes. */
const goodStandardSecret = (value: string) => {
  const body = value.slice('whsec_'.length);
  const bytes = Buffer.from(body, 'base64');
  return /^[A-Za-z0-9+/]+={0,2}$/.test(body) && bytes.length >= 24 && bytes.length <= 64;
};

/** WEBHOOK_SECRET_<SLUG>: the slug upper-cased with hyphens as underscores. */
export const secretVariable = (slug: string) => `WEBHOOK_SECRET_${slug.toUpperCase().replace(/-/g, '_')}`;

/**
 * Each dealer's webhook signing secret, from its environment variable or the git-ignored secrets
 * file (a JSON object slug → secret). A dealer with webhooks and no secret of 16+ characters is a
 * startup error naming that dealer: the API would otherwise queue leads it can never send.
 */
export function loadWebhookSecrets(
  sites: readonly FleetSite[],
  env: Record<string, string | undefined>,
  file: string,
): { secrets: Map<string, string>; problems: string[] } {
  const fromFile = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const secrets = new Map<string, string>();
  const problems: string[] = [];
  for (const site of sites) {
    const value = env[secretVariable(site.slug)] ?? fromFile[site.slug];
    if (typeof value === 'string' && value.startsWith('whsec_') && !goodStandardSecret(value))
      problems.push(
        `dealer "${site.slug}" has a webhook secret that is not a valid whsec_ secret (24 to 64 bytes in base64): make one with npm run webhook-secret.`,
      );
    else if (typeof value === 'string' && value.length >= 16) secrets.set(site.slug, value);
    else if (site.delivery.webhooks.length > 0)
      problems.push(
        `dealer "${site.slug}" has webhooks but no webhook secret: set ${secretVariable(site.slug)} (16+ characters) or add "${site.slug}" to ${file}.`,
      );
  }
  return { secrets, problems };
}
