import type * as v from 'valibot';
import { flagAreas } from './dealerSchema.ts';
import { describeFlag } from './flag.ts';
import { resolveFlags, TEMPLATE_NAMES, type FlagArea } from './templates.ts';

const show = (value: unknown): string => {
  if (value === null) return '—';
  if (Array.isArray(value))
    return value.length === 0
      ? '[]'
      : value.every((x) => typeof x === 'string')
        ? value.join(', ')
        : `${value.length} entries`;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'set';
};

/** The flag table of docs/operations/flags.md: every flag with its doc, its default per template and its SPEC rule. */
export function flagTable(): string {
  const defaults = Object.fromEntries(TEMPLATE_NAMES.map((t) => [t, resolveFlags(t, {})]));
  const header = `| flag | what it does | ${TEMPLATE_NAMES.join(' | ')} | spec rule |`;
  const rule = `|${' --- |'.repeat(TEMPLATE_NAMES.length + 3)}`;
  const rows = (Object.keys(flagAreas) as FlagArea[]).flatMap((area) =>
    Object.entries(flagAreas[area].entries).map(([name, entry]) => {
      const { doc, spec } = describeFlag(entry as v.GenericSchema);
      const cells = TEMPLATE_NAMES.map((t) =>
        show((defaults[t]![area] as Record<string, unknown>)[name]).replace(/\|/g, '\\|'),
      );
      return `| \`${area}.${name}\` | ${doc.replace(/\|/g, '\\|')} | ${cells.join(' | ')} | ${spec.replace(/\|/g, '\\|')} |`;
    }),
  );
  return [header, rule, ...rows].join('\n');
}
