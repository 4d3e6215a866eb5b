import * as v from 'valibot';
import type { KeyValueStorage } from './visitor.ts';

const ENQUIRY_KEY = 'lastEnquiry';
const EnquirySchema = v.object({
  version: v.literal(1),
  category: v.string(),
  form: v.string(),
  car: v.nullable(v.object({ slug: v.string(), name: v.string(), image: v.nullable(v.string()) })),
  leadId: v.string(),
});
export type LastEnquiry = Omit<v.InferOutput<typeof EnquirySchema>, 'version'>;

/** The enquired car and the success-category marker the /success page reads (SPEC §3 Browser storage). */
export function rememberEnquiry(storage: KeyValueStorage, enquiry: LastEnquiry): void {
  storage.setItem(ENQUIRY_KEY, JSON.stringify({ version: 1, ...enquiry }));
}

export function readEnquiry(storage: KeyValueStorage): LastEnquiry | null {
  try {
    const result = v.safeParse(EnquirySchema, JSON.parse(storage.getItem(ENQUIRY_KEY) ?? 'null'));
    if (result.success) {
      const { version: _v, ...enquiry } = result.output;
      return enquiry;
    }
  } catch {
    // corrupt JSON: dropped below
  }
  storage.removeItem(ENQUIRY_KEY);
  return null;
}
