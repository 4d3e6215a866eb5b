import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

const SERVICE_OPTIONS = [
  'Logbook service',
  'Tyres',
  'Brakes',
  'Wheel alignment',
  'Air conditioning',
  'Battery',
] as const;

/** Service enquiry at a service location; ticked jobs go to additional_services (SPEC §5). */
export function ServiceEnquiryForm(props: BaseFormProps) {
  return <LeadForm {...props} kind="service" options={SERVICE_OPTIONS} submitLabel="Send service enquiry" />;
}
