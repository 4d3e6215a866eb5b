import type { FinanceProvider } from '../domain/car.ts';

/** A location a form may offer in its location select, with coordinates for the nearest pick. */
export interface FormLocation {
  id: number;
  name: string;
  dealershipSlug: string;
  type: 'sales' | 'service' | 'parts';
  lat: number;
  lng: number;
}

/** What every form of a dealer needs to know, serialisable as an island prop and used by the server. */
export interface FormSettings {
  websiteId: number;
  dealerName: string;
  messageOptional: boolean;
  termsCheckbox: boolean;
  testDriveDisclaimer: string | null;
  dealerships: { id: number; slug: string; name: string }[];
  /** Dealership select shown: the site has more than one dealership and the field is not removed. */
  dealershipSelect: boolean;
  locations: FormLocation[];
  valuationEnabled: boolean;
  valuationToMiscellaneous: boolean;
  financePath: string;
  /** Reservations and online purchase need a signed-in shopper (routes.checkoutGated). */
  checkoutGated: boolean;
  /** The lender whose disclaimer the finance page shows for its car (finance.provider, SPEC §7). */
  financeProvider: FinanceProvider;
}

interface DealerLike {
  config: {
    id: number;
    name: string;
    dealerships: { id: number; slug: string; name: string }[];
    flags: {
      forms: {
        messageOptional: boolean;
        termsCheckbox: boolean;
        testDriveDisclaimer: string | null;
        dealershipSelect: boolean;
        valuationEnabled: boolean;
        valuationToMiscellaneous: boolean;
      };
      routes: { financePath: string; checkoutGated: boolean };
      finance: { provider: FinanceProvider };
    };
  };
  locations: {
    id: number;
    name: string;
    dealership_slug: string;
    visible: boolean;
    location_type: string;
    address: { lat: number; long: number };
  }[];
}

/** Form settings of a loaded dealer (build time and the lead API share this). */
export function formSettingsFor({ config, locations }: DealerLike): FormSettings {
  const { forms } = config.flags;
  return {
    websiteId: config.id,
    dealerName: config.name,
    messageOptional: forms.messageOptional,
    termsCheckbox: forms.termsCheckbox,
    testDriveDisclaimer: forms.testDriveDisclaimer,
    dealerships: config.dealerships.map(({ id, slug, name }) => ({ id, slug, name })),
    dealershipSelect: forms.dealershipSelect && config.dealerships.length > 1,
    locations: locations
      .filter((l) => l.visible)
      .map((l) => ({
        id: l.id,
        name: l.name,
        dealershipSlug: l.dealership_slug,
        type: l.location_type === 'service' || l.location_type === 'parts' ? l.location_type : 'sales',
        lat: l.address.lat,
        lng: l.address.long,
      })),
    valuationEnabled: forms.valuationEnabled,
    valuationToMiscellaneous: forms.valuationToMiscellaneous,
    financePath: config.flags.routes.financePath,
    checkoutGated: config.flags.routes.checkoutGated,
    financeProvider: config.flags.finance.provider,
  };
}
