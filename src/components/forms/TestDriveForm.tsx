import type { FormCar } from '../../api/leadPayload.ts';
import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** Book a Test Drive: optional date/time and message, terms when the dealer has a disclaimer; two steps, then /success. */
export function TestDriveForm(props: BaseFormProps & { car?: FormCar | null }) {
  return <LeadForm {...props} kind="test-drive" multiStep submitLabel="Book test drive" />;
}
