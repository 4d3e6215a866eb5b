import type { FormKind } from '../../domain/formKinds.ts';
import type { BaseFormProps } from './FormProps.ts';
import { useCarAside } from './useCarAside.ts';
import { LeadForm } from './LeadForm.tsx';
import { useQueryCar, type FormSearch } from './useQueryCar.ts';

/**
 * A page form about the car in ?car_id= (e.g. /book-test-drive?car_id=…): loads the car, then shows
 * the form; without car_id it is the general form of that kind.
 */
export function CarQueryForm(
  props: BaseFormProps & { kind: FormKind; search: FormSearch; multiStep?: boolean; submitLabel?: string },
) {
  const { car, state } = useQueryCar(props.search);
  useCarAside(car);
  if (state === 'loading') return <p className="form-car">Loading the car…</p>;
  return (
    <>
      {state === 'missing' && (
        <p className="form-car">We couldn't find that car any more; your enquiry will go to the dealership.</p>
      )}
      <LeadForm {...props} car={car} />
    </>
  );
}
