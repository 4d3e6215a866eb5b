import { formSettingsFor } from '../../api/formSettings.ts';
import { publicLeadApiUrl, publicMapsKey } from '../../api/publicLeadApi.ts';
import { currentDealer } from '../../config/currentDealer.ts';
import { publicSearchConfig } from '../../search/publicSearchConfig.ts';

/** Build-time props every form island of this dealer gets. */
export function formPageProps() {
  const dealer = currentDealer();
  return { settings: formSettingsFor(dealer), apiUrl: publicLeadApiUrl(), mapsKey: publicMapsKey() };
}

/** The same, plus the public search settings for forms that load the car in ?car_id=. */
export function carQueryFormProps() {
  const { host, token, indexUid } = publicSearchConfig();
  return { ...formPageProps(), search: { host, token, indexUid } };
}
