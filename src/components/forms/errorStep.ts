import { CONTACT_FIELDS } from './leadFormValues.ts';

/**
 * Where a two-step form goes when errors come back (from the server, or found at the last step):
 * when no errored field is on the step on screen, to the step holding the first errored field, with
 * that field to focus; else it stays, focusing nothing (the error list takes the focus).
 */
export function errorStep(errors: Record<string, string>, step: number): { step: number; focus: string | null } {
  const fields = Object.keys(errors).filter((k) => k !== 'form');
  const stepOf = (field: string) => (CONTACT_FIELDS.includes(field) ? 0 : 1);
  const first = fields[0];
  if (first === undefined || fields.some((f) => stepOf(f) === step)) return { step, focus: null };
  return { step: stepOf(first), focus: first };
}
