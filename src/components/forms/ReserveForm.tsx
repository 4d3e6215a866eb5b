import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** Records a reservation request as a 'Reservation' lead; onDone gets the lead_id (e.g. to start payment). */
export function ReserveForm(
  props: CarFormProps & { onDone?: (leadId: string) => void; submitLabel?: string; sessionToken?: string | undefined },
) {
  return <LeadForm {...props} kind="reservation" submitLabel={props.submitLabel ?? 'Reserve Now'} />;
}
