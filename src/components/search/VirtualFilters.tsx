import { useRange, useRefinementList } from 'react-instantsearch';

/** Keeps a URL refinement alive for an attribute the panel shows no widget for (e.g. the dealer filter). */
export function VirtualRefinement({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

export function VirtualRange({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}
