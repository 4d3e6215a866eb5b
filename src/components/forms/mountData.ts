import type { FormCar } from '../../api/leadPayload.ts';
import type { Car } from '../../domain/car.ts';
import { toFormCar } from './toFormCar.ts';
import { FORM_CAR, FORM_PREFILL } from '../../view/pageAttributes.ts';

/** Build-time data attributes of a mount point: its car and initial values, serialised for mountForm. */
export function mountData(car: Car | FormCar | null, prefill: Record<string, string> = {}): Record<string, string> {
  const data: Record<string, string> = {};
  if (car) data[FORM_CAR] = JSON.stringify('car_type' in car ? toFormCar(car) : car);
  if (Object.keys(prefill).length > 0) data[FORM_PREFILL] = JSON.stringify(prefill);
  return data;
}
