import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** Request Photos: hidden text 'Please send photos for this car', optional message (SPEC §5). */
export function RequestPhotosForm(props: CarFormProps) {
  return <LeadForm {...props} kind="request-photos" submitLabel="Request photos" />;
}
