import type { FormSettings } from '../../api/formSettings.ts';
import type { FormCar } from '../../api/leadPayload.ts';
import type { FormSearch } from './useQueryCar.ts';

/** Props every form island takes: the dealer's form settings and where the lead API is. */
export interface BaseFormProps {
  settings: FormSettings;
  apiUrl: string;
  mapsKey?: string | null;
  /** Initial values, e.g. the location of the page the form opened on. */
  prefill?: Record<string, string>;
  /** Public search settings, where a form reads its car live (the reservation does). */
  search?: FormSearch;
}

export interface CarFormProps extends BaseFormProps {
  car: FormCar;
}
