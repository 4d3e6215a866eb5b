import * as v from 'valibot';
import { valibotSchema } from './valibotSchema.ts';
import type { VersionedSpec } from './versioned.ts';
import { readVersioned, writeVersioned, type KeyValueStorage } from './versionedStorage.ts';

const EnquirySchema = v.object({
  category: v.string(),
  form: v.string(),
  car: v.nullable(v.object({ slug: v.string(), name: v.string(), image: v.nullable(v.string()) })),
  leadId: v.string(),
});
export type LastEnquiry = v.InferOutput<typeof EnquirySchema>;

const parse = valibotSchema(EnquirySchema);

export const ENQUIRY_SPEC: VersionedSpec<LastEnquiry> = {
  key: 'lastEnquiry',
  version: 2,
  schema: parse,
  migrate: (old) => ((old as { version?: unknown } | null)?.version === 1 ? parse(old) : undefined),
};

/** The enquired car and the success-category marker the /success page reads (SPEC §3 Browser storage). */
export function rememberEnquiry(storage: KeyValueStorage, enquiry: LastEnquiry): void {
  writeVersioned(storage, ENQUIRY_SPEC, enquiry);
}

export const readEnquiry = (storage: KeyValueStorage): LastEnquiry | null =>
  readVersioned(storage, ENQUIRY_SPEC) ?? null;
