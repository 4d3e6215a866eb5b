import { persistentJSON } from '@nanostores/persistent';

/** Open state of filter panel sections, kept only where the site remembers them (search.rememberFilterSections). */
export const $filterSections = persistentJSON<Record<string, boolean>>('dealer:filter-sections', {});

export function rememberSection(attribute: string, open: boolean): void {
  $filterSections.set({ ...$filterSections.get(), [attribute]: open });
}
