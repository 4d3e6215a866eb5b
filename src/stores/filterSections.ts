import { versionedAtom, type Schema, type VersionedSpec } from './versioned.ts';

const sections: Schema<Record<string, boolean>> = (value) =>
  value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((o) => typeof o === 'boolean')
    ? (value as Record<string, boolean>)
    : undefined;

export const FILTER_SECTIONS_SPEC: VersionedSpec<Record<string, boolean>> = {
  key: 'dealer:filter-sections',
  version: 1,
  schema: sections,
};

/** Open state of filter panel sections, kept only where the site remembers them (search.rememberFilterSections). */
export const $filterSections = versionedAtom(FILTER_SECTIONS_SPEC, {});

export function rememberSection(attribute: string, open: boolean): void {
  $filterSections.set({ ...$filterSections.get(), [attribute]: open });
}
