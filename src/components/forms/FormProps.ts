import type { FormKind } from '../../domain/formKinds.ts';
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

/** The props of LeadForm, which every lead form of SPEC §4/§5 renders. */
export interface LeadFormProps {
  kind: FormKind;
  settings: FormSettings;
  apiUrl: string;
  mapsKey?: string | null;
  car?: FormCar | null;
  /** Contact details first, the rest on a second step; success goes to /success. */
  multiStep?: boolean;
  submitLabel?: string;
  /** Checkbox options collected into additional_services. */
  options?: readonly string[];
  /** Initial values, e.g. finance query parameters. */
  prefill?: Record<string, string>;
  /** Called once the lead is acknowledged (a modal closes itself, a flow moves on). */
  /** The created lead's id, and its secret for later steps (null when the answer had none). */
  onDone?: (leadId: string, secret: string | null) => void;
  /** The signed-in shopper's session token, sent with the lead (reservations: ReservationGate). */
  sessionToken?: string | undefined;
}
