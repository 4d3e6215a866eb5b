import type { CarFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** Make an Offer: required dollar offer (car price as placeholder), finance and trade-in boxes, no message or opt-in. */
export function MakeOfferForm(props: CarFormProps) {
  return <LeadForm {...props} kind="make-offer" submitLabel="Send my offer" />;
}
