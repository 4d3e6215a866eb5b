import * as v from 'valibot';
import { expectedFound, shownValue } from '../expectedFound.ts';

/**
 * The pieces the two environment schemas are built from (src/config/env/buildEnv.ts for the build and
 * the scripts, server/env/schema.ts for the lead API). Each variable is a valibot schema over the raw
 * string (or its absence) that turns it into a typed value, and carries its documentation, from which
 * the environment tables of docs/operations/environment.md are generated. Pure: no process.env here.
 */

/** What the environment tables say about one variable. */
export interface VariableDoc {
  /** The expected value, in words: "whole number 1–65535", "URL (http, https)", "`0` or `1`". */
  readonly type: string;
  /** The value used when the variable is unset (also when it is set to the empty string). */
  readonly fallback?: string;
  /** What happens when it is unset and there is no fallback value. */
  readonly unset?: string;
  /** One line: what the variable does. */
  readonly doc: string;
}

/** One environment variable: the raw string (or nothing) in, a typed value out, with its doc. */
export type Variable<T> = v.GenericSchema<string | undefined, T> & { readonly env: VariableDoc };

export type Variables = Record<string, Variable<unknown>>;

/** The parsed values of a set of variables. */
export type EnvOf<V extends Variables> = { [K in keyof V]: v.InferOutput<V[K]> };

/** A rule over several variables (e.g. "all four or none"); returns the problem, or nothing. */
export type EnvRule = (raw: Readonly<Record<string, string | undefined>>) => string | undefined;

interface Common {
  doc: string;
  /** When unset and no fallback: what the program does instead (environment tables). */
  unset?: string;
}

/** The typed value, or what was expected (and what was found, when the raw text is not the thing to show). */
type Convert<T> = (raw: string) => { value: T } | { expected: string; found?: string };

function variable<T>(
  type: string,
  fallback: string | undefined,
  common: Common,
  convert: Convert<T>,
): Variable<T | undefined> {
  const schema = v.pipe(
    // An optional entry with a default runs its pipe on the default when the key is missing.
    v.optional(v.string(), fallback),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      if (raw === undefined) return undefined;
      const result = convert(raw);
      if ('value' in result) return result.value;
      addIssue({ message: expectedFound(result.expected, result.found ?? shownValue(raw)) });
      return NEVER;
    }),
  );
  const env: VariableDoc = {
    type,
    doc: common.doc,
    ...(fallback === undefined ? {} : { fallback }),
    ...(common.unset === undefined ? {} : { unset: common.unset }),
  };
  return Object.assign(schema, { env });
}

/** Free text (a path, a key, a name); `minLength` for secrets, whose problem shows their length, never the text. */
export function text(spec: Common & { fallback: string }): Variable<string>;
export function text(spec: Common & { minLength?: number }): Variable<string | undefined>;
export function text(spec: Common & { fallback?: string; minLength?: number }): Variable<string | undefined> {
  const min = spec.minLength ?? 0;
  const type = min > 0 ? `text, ${min}+ characters` : 'text';
  return variable(type, spec.fallback, spec, (raw) =>
    raw.length >= min ? { value: raw } : { expected: `at least ${min} characters`, found: `${raw.length} characters` },
  );
}

/** A whole number between `min` and `max`: never NaN, never a fraction. */
export function int(spec: Common & { min: number; max: number; fallback: number }): Variable<number>;
export function int(spec: Common & { min: number; max: number }): Variable<number | undefined>;
export function int(spec: Common & { min: number; max: number; fallback?: number }): Variable<number | undefined> {
  const range = `a whole number from ${spec.min} to ${spec.max}`;
  return variable(`whole number ${spec.min}–${spec.max}`, spec.fallback?.toString(), spec, (raw) => {
    const value = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
    return Number.isSafeInteger(value) && value >= spec.min && value <= spec.max ? { value } : { expected: range };
  });
}

/** A TCP port. */
export function port(spec: Common & { fallback: number }): Variable<number>;
export function port(spec: Common): Variable<number | undefined>;
export function port(spec: Common & { fallback?: number }): Variable<number | undefined> {
  return int({ ...spec, min: 1, max: 65_535 });
}

/** An absolute URL with one of `protocols` (default http and https); the value keeps no trailing slash. */
export function url(spec: Common & { fallback: string; protocols?: string[] }): Variable<string>;
export function url(spec: Common & { protocols?: string[] }): Variable<string | undefined>;
export function url(spec: Common & { fallback?: string; protocols?: string[] }): Variable<string | undefined> {
  const protocols = spec.protocols ?? ['http', 'https'];
  const expected = `an absolute URL starting ${protocols.map((p) => `${p}://`).join(' or ')}`;
  return variable(`URL (${protocols.join(', ')})`, spec.fallback, spec, (raw) => {
    const parsed = URL.parse(raw);
    return parsed && protocols.includes(parsed.protocol.slice(0, -1))
      ? { value: raw.replace(/\/+$/, '') }
      : { expected };
  });
}

/** One of a fixed list of words. */
export function oneOf<const W extends string>(spec: Common & { values: readonly W[]; fallback: W }): Variable<W> {
  const list = spec.values.map((w) => `"${w}"`).join(' or ');
  return variable(spec.values.map((w) => `\`${w}\``).join(' or '), spec.fallback, spec, (raw) =>
    (spec.values as readonly string[]).includes(raw) ? { value: raw as W } : { expected: list },
  ) as Variable<W>;
}

/** A switch written `1` (on) or `0` (off). */
export function onOff(spec: Common & { fallback: boolean }): Variable<boolean> {
  return variable('`0` or `1`', spec.fallback ? '1' : '0', spec, (raw) =>
    raw === '1' || raw === '0' ? { value: raw === '1' } : { expected: '"0" (off) or "1" (on)' },
  ) as Variable<boolean>;
}

/** A problem list: one line per problem, each naming the variable, what was found and what is expected. */
export class EnvProblems extends Error {
  readonly problems: readonly string[];
  constructor(who: string, problems: readonly string[]) {
    super(
      `${who}: the environment is not right (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n- ${problems.join('\n- ')}`,
    );
    this.name = 'EnvProblems';
    this.problems = problems;
  }
}

/** The environment with empty values removed: `X=` counts as unset, as for `X` not set at all. */
function nonEmpty(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') out[name] = value;
  return out;
}

/**
 * Parses `env` against `variables` and `rules`, collecting every problem rather than the first.
 * Returns the typed values or the full list of problems.
 */
export function parseEnv<V extends Variables>(
  variables: V,
  env: Readonly<Record<string, string | undefined>>,
  rules: readonly EnvRule[] = [],
): { ok: true; env: EnvOf<V> } | { ok: false; problems: string[] } {
  const raw = nonEmpty(env);
  const result = v.safeParse(v.object(variables), raw, { abortEarly: false });
  const problems = result.success
    ? []
    : result.issues.map((issue) => {
        const name = issue.path?.[0]?.key;
        return typeof name === 'string' ? `${name}: ${issue.message}` : issue.message;
      });
  for (const rule of rules) {
    const problem = rule(raw);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, env: result.output };
}

/** As parseEnv, throwing EnvProblems (named after `who`) when anything is wrong. */
export function envFrom<V extends Variables>(
  who: string,
  variables: V,
  env: Readonly<Record<string, string | undefined>>,
  rules: readonly EnvRule[] = [],
): EnvOf<V> {
  const result = parseEnv(variables, env, rules);
  if (!result.ok) throw new EnvProblems(who, result.problems);
  return result.env;
}

/** "Set all of these or none of them." */
const allOrNone =
  (...names: string[]): EnvRule =>
  (raw) => {
    const set = names.filter((name) => raw[name] !== undefined);
    if (set.length === 0 || set.length === names.length) return undefined;
    const missing = names.filter((name) => raw[name] === undefined);
    return `${names.join(', ')} go together: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not; set all ${names.length} or none.`;
  };

/** Variables that work only together: the variables, and the rule that they are set all or none. */
export function allOrNoneOf<V extends Variables>(variables: V): { variables: V; rule: EnvRule } {
  return { variables, rule: allOrNone(...Object.keys(variables)) };
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A Markdown table of `variables` (and variables named by a pattern): name, expected value, default, meaning. */
export function envTable(variables: Variables, patterns: Readonly<Record<string, VariableDoc>> = {}): string {
  const docs: [string, VariableDoc][] = [
    ...Object.entries(variables).map(([name, variable]): [string, VariableDoc] => [name, variable.env]),
    ...Object.entries(patterns),
  ];
  const rows = docs.map(([name, doc]) => {
    const fallback = doc.fallback === undefined ? `unset: ${doc.unset ?? 'none'}` : `\`${doc.fallback}\``;
    return `| \`${name}\` | ${cell(doc.type)} | ${cell(fallback)} | ${cell(doc.doc)} |`;
  });
  return ['| variable | expects | default | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
