/**
 * Schema versions of the lead store: the pure decisions. Both engines have numbered files with the
 * same numbers and names (migrations/<engine>/0001_name.sql; a no-op file where one engine has
 * nothing to do); a store records the versions it has applied in schema_migrations, and start-up
 * applies the missing ones in order. No IO here.
 *
 * A migration older code cannot run beside (a dropped or renamed column, a changed meaning) carries
 * the header line `-- breaks-older-code: <reason>`; the store records that reason with the version,
 * and only such a version makes an older release refuse the store. An additive one (a new table, a
 * new column with a default) leaves older releases starting: a rollback or a rolling restart works.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** Why code older than this migration must not use the store; null when older code runs on. */
  breaksOlderCode: string | null;
  /** Columns added only where missing (`-- add-column-if-missing: <table> <column> <definition>`). */
  addColumns: { table: string; column: string; definition: string }[];
}

/** One version as the store records it. */
export interface AppliedVersion {
  version: number;
  breaksOlderCode: string | null;
}

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;
const BREAKS = /^-- breaks-older-code:[ \t]*(.*)$/m;
const ADD_COLUMN = /^-- add-column-if-missing:[ \t]+([a-z_]+)[ \t]+([a-z_]+)[ \t]+(.+)$/gm;

function migrationOf(version: number, name: string, sql: string): Migration {
  const breaks = BREAKS.exec(sql);
  const reason = breaks?.[1]?.trim() ?? null;
  if (breaks && !reason)
    throw new Error(`Schema migration ${version}_${name}: "-- breaks-older-code:" needs a reason after the colon.`);
  const addColumns = [...sql.matchAll(ADD_COLUMN)].map((m) => ({
    table: m[1]!,
    column: m[2]!,
    definition: m[3]!.trim(),
  }));
  return { version, name, sql, breaksOlderCode: reason, addColumns };
}

/** The migrations among a folder's file names, in version order; throws on a gap or a repeated number. */
export function migrationsOf(files: readonly { name: string; sql: string }[]): Migration[] {
  const found = files
    .map((file) => ({ match: FILE.exec(file.name), sql: file.sql }))
    .filter((f): f is { match: RegExpExecArray; sql: string } => f.match !== null)
    .map(({ match, sql }) => migrationOf(Number(match[1]), match[2]!, sql))
    .sort((a, b) => a.version - b.version);
  found.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Schema migrations must be numbered 0001, 0002, … without gaps: ${m.version}_${m.name}.`);
  });
  return found;
}

/** The schema newer than this code in a way it cannot read: a store one must not write to. */
export class StoreTooNew extends Error {}

/**
 * What start-up applies, in order, given the versions the store records. Versions newer than the
 * code are ignored when additive; the first one marked as breaking older code refuses the store.
 */
export function pendingMigrations(applied: readonly AppliedVersion[], known: readonly Migration[]): Migration[] {
  const latest = known.length;
  const breaking = applied
    .filter((a) => a.version > latest && a.breaksOlderCode !== null)
    .sort((a, b) => a.version - b.version)[0];
  if (breaking)
    throw new StoreTooNew(
      `The lead store is at schema version ${breaking.version} (${breaking.breaksOlderCode}), which this release (${latest}) cannot read: run the release that wrote it, or a newer one.`,
    );
  const done = new Set(applied.map((a) => a.version));
  return known.filter((m) => !done.has(m.version));
}
