import { useEffect, useRef } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { uiStateToRoute, type SortContext } from '../../search/routeUiState.ts';
import { searchHeading } from '../../search/searchHeading.ts';

/**
 * Keeps the page's h1 and <title> on the filters the shopper chose: choosing
 * another make changes them as the URL and results change, not only after a reload.
 */
export function HeadingSync({ sort }: { sort: SortContext }) {
  const { indexUiState } = useInstantSearch();
  const heading = searchHeading(uiStateToRoute(indexUiState, sort));
  // The prerendered heading stands until the filters change (it may be the page's SEO heading).
  const first = useRef(heading);
  useEffect(() => {
    if (heading === first.current) return;
    first.current = '';
    const h1 = document.querySelector('main h1');
    if (h1 && h1.textContent !== heading) h1.textContent = heading;
    const [, ...site] = document.title.split(' | ');
    const title = [heading, ...site].join(' | ');
    if (document.title !== title) document.title = title;
  }, [heading]);
  return null;
}
