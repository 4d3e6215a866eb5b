import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** Careers enquiry: stored as General Enquiry / Career Enquiry, analytics event 51. */
export function CareersForm(props: BaseFormProps) {
  return <LeadForm {...props} kind="careers" submitLabel="Send" />;
}
