import { useMemo } from 'react';
import type { BaseFormProps } from './FormProps.ts';
import { LeadForm } from './LeadForm.tsx';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

/** Finance enquiry; prefilled from ?preferredDealership=&vehiclePriceBudget=&car_id=&car_type= (SPEC §2). */
export default function FinanceForm(props: BaseFormProps & { search: FormSearch }) {
  const { car, state } = useQueryCar(props.search);
  const prefill = useMemo(() => {
    const query = new URLSearchParams(window.location.search);
    const values: Record<string, string> = {};
    for (const key of ['preferredDealership', 'vehiclePriceBudget', 'car_type']) {
      const value = query.get(key);
      if (value) values[key] = value.slice(0, 80);
    }
    return values;
  }, []);
  if (state === 'loading') return <p className="form-car">Loading the car…</p>;
  return <LeadForm {...props} kind="finance" car={car} prefill={prefill} submitLabel="Send finance enquiry" />;
}
