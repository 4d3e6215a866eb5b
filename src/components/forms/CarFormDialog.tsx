import type { Car } from '../../domain/car.ts';
import { carFormHref } from '../../domain/carActions.ts';
import { formOfDialog, type CarFormTarget } from '../../domain/formKinds.ts';
import { FORM_MOUNTS } from './formMounts.ts';
import { formTarget, mountPoint } from '../../view/pageAttributes.ts';
import { mountData } from './mountData.ts';

/** The heading of each dialog; the form it opens is its kind's record's (FORM_KIND_RECORDS `dialog`). */
const TITLES = {
  enquire: 'Enquire about this car',
  'make-offer': 'Make an offer',
  'request-photos': 'Request more photos',
} as const satisfies Record<CarFormTarget, string>;

/**
 * One car form as a closed dialog (#enquire, #make-offer, #request-photos): the page's openers show it
 * and load the form into its mount point on demand. Without scripts the openers are links to the form page.
 */
export function CarFormDialog({ car, target }: { car: Car; target: CarFormTarget }) {
  const form = formOfDialog(target);
  const title = TITLES[target];
  const mount = FORM_MOUNTS[form];
  return (
    <dialog
      id={target}
      className="modal form-dialog"
      aria-labelledby={`${target}-title`}
      {...formTarget(carFormHref(car, form))}
    >
      <div className="modal__head">
        <h2 id={`${target}-title`}>{title}</h2>
        <form method="dialog">
          <button type="submit" className="modal__close" aria-label="Close">
            ×
          </button>
        </form>
      </div>
      <div
        className="modal__body"
        {...mountPoint(mount)}
        data-car-id={car.id}
        data-dealership-id={car.dealership_id}
        {...mountData(car)}
      >
        <p className="form-car">Loading the form…</p>
      </div>
    </dialog>
  );
}
