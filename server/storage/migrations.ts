/**
 * Schema versions of the lead store: the pure decisions. Each engine has numbered files
 * (migrations/<engine>/0001_name.sql); a store records the versions it has applied in
 * schema_migrations, and start-up applies the missing ones in order. No IO here.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** The migrations among a folder's file names, in version order; throws on a gap or a repeated number. */
export function migrationsOf(files: readonly { name: string; sql: string }[]): Migration[] {
  const found = files
    .map((file) => ({ match: FILE.exec(file.name), sql: file.sql }))
    .filter((f): f is { match: RegExpExecArray; sql: string } => f.match !== null)
    .map(({ match, sql }) => ({ version: Number(match[1]), name: match[2]!, sql }))
    .sort((a, b) => a.version - b.version);
  found.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Schema migrations must be numbered 0001, 0002, … without gaps: ${m.version}_${m.name}.`);
  });
  return found;
}

/** The schema newer than this code: a store one must not write to. */
export class StoreTooNew extends Error {}

/** What start-up applies, in order, given the versions the store records; refuses a store newer than the code. */
export function pendingMigrations(applied: readonly number[], known: readonly Migration[]): Migration[] {
  const newest = Math.max(0, ...applied);
  const latest = known.length;
  if (newest > latest)
    throw new StoreTooNew(
      `The lead store is at schema version ${newest}, newer than this release knows (${latest}): run the release that wrote it, or a newer one.`,
    );
  return known.filter((m) => !applied.includes(m.version));
}
