import { useEffect } from 'react';
import type { FormCar } from '../../api/leadPayload.ts';

/**
 * Shows the car a form page is about (?car_id) beside its form. The card's code loads only when
 * there is a car, so form pages keep it out of their up-front JavaScript budget.
 */
export function useCarAside(car: FormCar | null): void {
  useEffect(() => {
    if (car)
      void import('./showCarAside.ts').then((module) => {
        module.showCarAside(car);
      });
  }, [car]);
}
