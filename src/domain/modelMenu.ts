export const MENU_CATEGORIES = [
  'All Vehicles',
  'Hatch & sedans',
  'SUVs & 4WDs',
  'Utes & Vans',
  'GR & performance',
  'Electrified',
  'Discontinued',
] as const;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];

/** SPEC §9: the All Vehicles list scrolls when it holds more than 6 items. */
export const MENU_SCROLL_AFTER = 6;

export interface MenuModel {
  manufacturer_body: string;
  discontinued: boolean;
}

/** SPEC §2 categories in order, each with its (already ordered) models; empty categories other than All Vehicles dropped. */
export function menuCategories<M extends MenuModel>(models: readonly M[]): { name: MenuCategory; models: M[] }[] {
  const current = models.filter((m) => !m.discontinued);
  return MENU_CATEGORIES.map((name) => ({
    name,
    models:
      name === 'All Vehicles'
        ? current
        : name === 'Discontinued'
          ? models.filter((m) => m.discontinued)
          : current.filter((m) => m.manufacturer_body === name),
  })).filter((c) => c.name === 'All Vehicles' || c.models.length > 0);
}
