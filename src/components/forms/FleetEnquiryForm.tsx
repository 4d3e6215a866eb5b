import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

const FLEET_OPTIONS = [
  'Passenger cars',
  'SUVs & 4WDs',
  'Utes & vans',
  'Novated lease',
  'Servicing for the fleet',
] as const;

/** Fleet enquiry: a 'Fleet Enquiry' lead with the vehicle kinds ticked in additional_services. */
export function FleetEnquiryForm(props: BaseFormProps) {
  return <LeadForm {...props} kind="fleet" options={FLEET_OPTIONS} submitLabel="Send fleet enquiry" />;
}
