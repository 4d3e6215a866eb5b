import { formSettingsFor } from '../../api/formSettings.ts';
import { publicLeadApiUrl, publicMapsKey } from '../../config/publicLeadApi.ts';
import { currentDealer } from '../../config/currentDealer.ts';
import { publicSearchConfig } from '../../search/publicSearchConfig.ts';

/**
 * Build-time props every form island of this dealer gets, with the public search settings: forms
 * load the car in ?car_id= and the reservation re-reads its car live.
 */
export function formPageProps() {
  const dealer = currentDealer();
  const { host, token, indexUid } = publicSearchConfig();
  return {
    settings: formSettingsFor(dealer),
    apiUrl: publicLeadApiUrl(),
    mapsKey: publicMapsKey(),
    search: { host, token, indexUid },
  };
}
