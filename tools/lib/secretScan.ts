import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A value that must never reach a public file, and what it is (named in the report, never printed). */
export interface Secret {
  kind: string;
  value: string;
  /** Keys are looked for verbatim; shoppers' emails and phones as any spelling of them (many values). */
  match?: 'verbatim' | 'email' | 'phone';
}

export interface Finding {
  file: string;
  kind: string;
}

export interface ScanResult {
  sites: string[];
  files: number;
  bytes: number;
  findings: Finding[];
}

/** Secrets recognisable by shape alone, whoever made them. */
const PATTERNS: { kind: string; pattern: RegExp }[] = [
  { kind: 'private key (PEM)', pattern: /-----BEGIN (?:RSA |EC |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/ },
  { kind: 'Meilisearch master key setting', pattern: /MEILI_MASTER_KEY\s*[=:]\s*["']?[A-Za-z0-9_-]{16,}/ },
  { kind: 'lead API key setting', pattern: /LEAD_API_KEYS\s*[=:]\s*["']?[a-z0-9-]+=/ },
  { kind: 'AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
];

/** Digits of an Australian phone number as stored (0412345678), whichever way it was written. */
export const phoneDigits = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
};

const EMAILS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PHONES = /(?<![\d.])\+?\d[\d ()-]{7,16}\d(?![\d.])/g;

/** Every email and phone number in a text, normalised, for set look-ups (linear in the text). */
export function contactsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const [email] of text.matchAll(EMAILS)) found.add(email.toLowerCase());
  for (const [phone] of text.matchAll(PHONES)) found.add(phoneDigits(phone));
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : [],
  );
}

/** The dealer sites under a dist folder: every folder but the report. */
export function builtSites(distRoot: string): string[] {
  if (!existsSync(distRoot)) return [];
  return readdirSync(distRoot, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && existsSync(join(distRoot, e.name, 'index.html')))
    .map((e) => e.name)
    .sort();
}

/**
 * Reads every file of every dist/<slug>/ (binary ones too, as latin1) and reports each file that
 * holds a known secret or a secret-shaped string. Throws when there is no built site to scan.
 */
export function scanDist(distRoot: string, secrets: readonly Secret[]): ScanResult {
  const sites = builtSites(distRoot);
  if (sites.length === 0) {
    throw new Error(`No built dealer site under ${distRoot} (run npm run build first): nothing was scanned.`);
  }
  const verbatim = secrets.filter((s) => (s.match ?? 'verbatim') === 'verbatim' && s.value.length >= 8);
  const contacts = new Map(
    secrets
      .filter((s) => s.match === 'email' || s.match === 'phone')
      .map((s) => [s.match === 'phone' ? phoneDigits(s.value) : s.value.toLowerCase(), s.kind]),
  );
  const result: ScanResult = { sites, files: 0, bytes: 0, findings: [] };
  for (const site of sites) {
    for (const file of filesUnder(join(distRoot, site))) {
      const text = readFileSync(file, 'latin1');
      result.files += 1;
      result.bytes += statSync(file).size;
      const kinds = new Set<string>();
      for (const secret of verbatim) if (text.includes(secret.value)) kinds.add(secret.kind);
      if (contacts.size > 0) {
        for (const contact of contactsIn(text)) {
          const kind = contacts.get(contact);
          if (kind) kinds.add(kind);
        }
      }
      for (const { kind, pattern } of PATTERNS) if (pattern.test(text)) kinds.add(kind);
      for (const kind of kinds) result.findings.push({ file: relative(distRoot, file), kind });
    }
  }
  return result;
}
