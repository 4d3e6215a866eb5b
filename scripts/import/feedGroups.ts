import { flattenRecord } from './presets/flattenRecord.ts';
import { columnOf, type ColumnMapping } from './mapRow.ts';

/** A dealer of a group that exports one file for all its rooftops: its mapping and what it owns. */
export interface GroupMember {
  slug: string;
  mapping: ColumnMapping;
  dealershipIds: readonly number[];
  locationIds: readonly number[];
}

/** Dealers whose feeds name the same location (read once for all of them); in the order given. */
export function groupByLocation<T extends { location: string }>(dealers: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const dealer of dealers) {
    const group = groups.get(dealer.location);
    if (group === undefined) groups.set(dealer.location, [dealer]);
    else group.push(dealer);
  }
  return [...groups.values()];
}

const BRANCH_FIELDS = ['location_id', 'dealership_id'] as const;
const norm = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase() : '';

/**
 * Sends each row of a shared export to the dealer that owns its branch: the branch column's word
 * through that dealer's value map (`"Gosford Yard": "1022"`), or the id itself, must be one of the
 * dealer's locations (location_id) or dealerships (dealership_id).
 */
export class BranchRouter {
  /** Config problems of the group, one line each (a branch two dealers claim, a dealer that claims none). */
  readonly problems: string[] = [];
  private readonly claims = new Map<string, Map<string, string>>();

  constructor(members: readonly GroupMember[]) {
    for (const member of members) {
      let claimed = 0;
      for (const field of BRANCH_FIELDS) {
        if (member.mapping.constants?.[field] !== undefined) continue;
        const own = new Set(field === 'location_id' ? member.locationIds : member.dealershipIds);
        const words = Object.entries(member.mapping.values?.[field] ?? {})
          .filter(([, meaning]) => own.has(Number(meaning)))
          .map(([word]) => word);
        for (const word of [...words, ...[...own].map(String)]) {
          if (this.claim(columnOf(member.mapping, field), word, member.slug)) claimed++;
        }
      }
      if (claimed === 0)
        this.problems.push(
          `${member.slug}: shares its feed with other dealers but claims no branch: map its store names under feed.values.location_id`,
        );
    }
  }

  private claim(column: string, word: string, slug: string): boolean {
    const words = this.claims.get(column) ?? new Map<string, string>();
    this.claims.set(column, words);
    const key = norm(word);
    const owner = words.get(key);
    if (owner !== undefined && owner !== slug) {
      this.problems.push(
        `${slug}: the branch ${JSON.stringify(word)} is also claimed by ${owner}; its rows go to ${owner}`,
      );
      return false;
    }
    words.set(key, slug);
    return true;
  }

  /** The dealer a record (as read, before any mapping) belongs to, and its branch text for a report. */
  route(record: Readonly<Record<string, unknown>>): { slug: string | null; branch: string } {
    const flat = flattenRecord(record);
    let branch = '';
    for (const [column, words] of this.claims) {
      const cell = norm(flat[column]);
      const slug = words.get(cell);
      if (slug !== undefined) return { slug, branch: cell };
      if (branch === '' && cell !== '') branch = String(flat[column]).trim();
    }
    return { slug: null, branch };
  }
}

const SHOWN = 5;
const KEPT = 100;

/** Rows of a shared export that no dealer of the group claims: counted, reported in one line. */
export class Unclaimed {
  count = 0;
  private readonly branches = new Map<string, number>();

  add(branch: string): void {
    this.count++;
    const label = branch === '' ? '(blank)' : branch;
    // Bounded: a file of garbage branches is still one line and flat memory.
    if (this.branches.has(label) || this.branches.size < KEPT)
      this.branches.set(label, (this.branches.get(label) ?? 0) + 1);
  }

  /** The summary line, or null when every row was claimed. */
  line(source: string): string | null {
    if (this.count === 0) return null;
    const top = [...this.branches].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const named = top.slice(0, SHOWN).map(([label, n]) => `${JSON.stringify(label)} ×${n}`);
    const more = top.length > SHOWN ? `, ${top.length - SHOWN} more` : '';
    const rows = this.count === 1 ? 'row' : 'rows';
    return `${source}: ${this.count} ${rows} no dealer of this feed claims (branch ${named.join(', ')}${more})`;
  }
}
