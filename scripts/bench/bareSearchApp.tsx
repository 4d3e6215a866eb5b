import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import { createRoot } from 'react-dom/client';
import { Configure, Hits, InstantSearch, RefinementList } from 'react-instantsearch';

/**
 * The comparison page of `npm run bench:search`: react-instantsearch as its getting-started guide
 * sets it up over the same index and tenant token (no prerendered results, no cache, every
 * attribute retrieved), a make list and the hits. What our search page is measured against.
 */
interface BareHit {
  name?: string;
  price?: number;
  primary_image_url?: string;
}

const config = JSON.parse(document.getElementById('bare-config')!.textContent) as {
  host: string;
  token: string;
  indexUid: string;
};
const { searchClient } = instantMeiliSearch(config.host, config.token);

function Hit({ hit }: { hit: BareHit }) {
  return (
    <article>
      {hit.primary_image_url && <img src={hit.primary_image_url} alt="" width="300" height="200" />}
      <h3>{hit.name}</h3>
      <p>${hit.price}</p>
    </article>
  );
}

createRoot(document.getElementById('app')!).render(
  <InstantSearch indexName={config.indexUid} searchClient={searchClient}>
    <Configure hitsPerPage={21} />
    <RefinementList attribute="make" limit={100} />
    <div className="card-grid">
      <Hits<BareHit> hitComponent={Hit} />
    </div>
  </InstantSearch>,
);
