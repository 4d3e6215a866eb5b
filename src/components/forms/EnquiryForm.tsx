import type { FormCar } from '../../api/leadPayload.ts';
import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';

/** General enquiry (with the Category select) or, given a car, the car's enquiry; two steps, then /success. */
export function EnquiryForm(props: BaseFormProps & { car?: FormCar | null }) {
  return <LeadForm {...props} kind={props.car ? 'enquiry' : 'general-enquiry'} multiStep />;
}
