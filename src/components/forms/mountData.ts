import type { FormCar } from '../../api/leadPayload.ts';
import type { Car } from '../../domain/car.ts';
import { toFormCar } from './toFormCar.ts';

/** Build-time data attributes of a mount point: its car and initial values, serialised for mountForm. */
export function mountData(car: Car | FormCar | null, prefill: Record<string, string> = {}): Record<string, string> {
  const data: Record<string, string> = {};
  if (car) data['data-form-car'] = JSON.stringify('car_type' in car ? toFormCar(car) : car);
  if (Object.keys(prefill).length > 0) data['data-form-prefill'] = JSON.stringify(prefill);
  return data;
}
