/** `feed.delimiter`: `auto` picks the one the header row uses. */
export type DelimiterSetting = 'auto' | ',' | ';' | '\t' | '|';

const CANDIDATES = [',', ';', '\t', '|'] as const;

/** The delimiter a CSV header row uses most outside quotes (comma when none, or on a tie, the earlier of , ; tab |). */
export function detectDelimiter(headerRow: string): ',' | ';' | '\t' | '|' {
  const counts = new Map<string, number>(CANDIDATES.map((c) => [c, 0]));
  let quoted = false;
  for (const char of headerRow) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: (typeof CANDIDATES)[number] = ',';
  for (const candidate of CANDIDATES) if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  return best;
}

/** The header row of a text that starts a CSV feed, or null when no line end has arrived yet. */
export function headerRow(start: string): string | null {
  const end = start.search(/\r?\n/);
  return end === -1 ? null : start.slice(0, end);
}
