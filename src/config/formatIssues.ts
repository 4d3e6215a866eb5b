import * as v from 'valibot';
import { expectedFound } from './expectedFound.ts';

/** One problem in one dealer's files, ready to print on one line. */
export interface DealerIssue {
  dealer: string;
  file: string;
  path: string;
  expected: string;
  found: string;
}

const describe = (issue: v.BaseIssue<unknown>): { expected: string; found: string } => {
  if (issue.type === 'strict_object' && issue.expected === 'never') {
    return {
      expected: 'no such field (check the spelling against the flag table in docs/operations/flags.md)',
      found: `unknown field ${issue.received.replace(/^"|"$/g, '')}`,
    };
  }
  if (issue.kind === 'schema' && issue.received === 'undefined') {
    return { expected: 'a value', found: 'nothing' };
  }
  if (issue.kind === 'transformation') {
    return { expected: issue.expected ?? issue.message, found: issue.received };
  }
  if (issue.type === 'picklist') {
    return { expected: `one of ${(issue.expected ?? '').replace(/^\((.*)\)$/, '$1')}`, found: issue.received };
  }
  // Validation messages we write are phrased as the expectation ("a hex colour such as …").
  const custom = issue.kind !== 'schema' && !issue.message.startsWith('Invalid');
  return { expected: custom ? issue.message : (issue.expected ?? issue.message), found: issue.received };
};

export function toDealerIssues(dealer: string, file: string, issues: readonly v.BaseIssue<unknown>[]): DealerIssue[] {
  return issues.map((issue) => {
    const key =
      issue.type === 'strict_object' && issue.expected === 'never' ? issue.received.replace(/^"|"$/g, '') : null;
    const base = v.getDotPath(issue) ?? '';
    const path = key && !base.endsWith(key) ? [base, key].filter(Boolean).join('.') : base || '(root)';
    return { dealer, file, path, ...describe(issue) };
  });
}

/** `dealer "x": dealer.json flags.routes.reservePath: expected "checkout" | "buy-online", found "cart"` */
export function formatDealerIssue(issue: DealerIssue): string {
  return `dealer "${issue.dealer}": ${issue.file} ${issue.path}: ${expectedFound(issue.expected, issue.found)}`;
}
