import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the browser suite's SMTP server (started in global setup) writes what it accepts. */
export const E2E_MAIL_DIR = resolve('.data/e2e/smtp');

/** Every message the suite's SMTP server accepted so far, parsed, with its envelope recipient. */
export async function receivedMail(): Promise<(ParsedMail & { rcpt: string })[]> {
  if (!existsSync(E2E_MAIL_DIR)) return [];
  const files = readdirSync(E2E_MAIL_DIR).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (f) => {
      const raw = readFileSync(join(E2E_MAIL_DIR, f), 'utf8');
      const parsed = await simpleParser(raw);
      const to = parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((a) => a.address ?? '') : [];
      return Object.assign(parsed, { rcpt: to.join(',') });
    }),
  );
}

/** The messages about leads from one shopper's email address (Reply-To is the shopper). */
export async function mailFromShopper(email: string) {
  return (await receivedMail()).filter((m) => m.replyTo?.value.some((a) => a.address === email));
}
