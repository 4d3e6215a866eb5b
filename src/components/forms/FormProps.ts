import type { FormSettings } from '../../api/formSettings.ts';
import type { FormCar } from '../../api/leadPayload.ts';

/** Props every form island takes: the dealer's form settings and where the lead API is. */
export interface BaseFormProps {
  settings: FormSettings;
  apiUrl: string;
  mapsKey?: string | null;
}

export interface CarFormProps extends BaseFormProps {
  car: FormCar;
}
