import * as v from 'valibot';

/** Where in SPEC a flag comes from, kept on the schema so the flag table (docs/operations/flags.md) is generated, not typed. */
export interface FlagMeta {
  readonly spec: string;
}

/**
 * A dealer-, template- or deployment-specific setting: optional in a dealer's file (the template
 * preset fills it), documented by `doc`, traced to the SPEC rule it serves.
 */
export function flag<const S extends v.GenericSchema>(schema: S, doc: string, spec: string) {
  return v.optional(v.pipe(schema, v.description(doc), v.metadata({ spec })));
}

/** Reads back what `flag()` stored, for the generated flag table. */
export function describeFlag(entry: v.GenericSchema): { doc: string; spec: string } {
  const inner = 'wrapped' in entry ? (entry.wrapped as v.GenericSchema) : entry;
  const meta = v.getMetadata(inner as v.SchemaWithPipe<[v.GenericSchema]>) as Partial<FlagMeta>;
  return {
    doc: v.getDescription(inner) ?? '',
    spec: meta.spec ?? '',
  };
}
