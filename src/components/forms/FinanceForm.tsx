import { useMemo, useState } from 'react';
import { COLLAPSE_THRESHOLD, collapsibleText } from '../../domain/collapsibleText.ts';
import type { BaseFormProps } from './FormProps.ts';
import { useCarAside } from './useCarAside.ts';
import { LeadForm } from './LeadForm.tsx';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

/** The car's lender disclaimer (SPEC §7: the finance page fetches the car for it), collapsed above 200 characters. */
function LenderDisclaimer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const { full, short } = collapsibleText(text, COLLAPSE_THRESHOLD);
  return (
    <div className="disclaimer" data-finance-disclaimer>
      <p>{open || short === null ? full : short}</p>
      {short !== null && (
        <button
          type="button"
          className="link"
          aria-expanded={open}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {open ? 'View less' : 'View more'}
        </button>
      )}
    </div>
  );
}

/** Finance enquiry; prefilled from ?preferredDealership=&vehiclePriceBudget=&car_id=&car_type= (SPEC §2). */
export function FinanceForm(props: BaseFormProps & { search: FormSearch }) {
  const { car, source, state } = useQueryCar(props.search);
  useCarAside(car);
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
  const disclaimer = source?.finance_lenders[props.settings.financeProvider]?.disclaimer.trim();
  return (
    <>
      <LeadForm {...props} kind="finance" car={car} prefill={prefill} submitLabel="Send finance enquiry" />
      {disclaimer && <LenderDisclaimer text={disclaimer} />}
    </>
  );
}
