import { usePagination } from 'react-instantsearch';

/** Page links with real hrefs (crawlable), previous/next and up to 7 numbers. */
export function Pagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 3,
  });
  if (nbPages <= 1) return null;
  const link = (page: number, label: string, current = false, rel?: string) => (
    <a
      href={createURL(page)}
      aria-current={current ? 'page' : undefined}
      rel={rel}
      onClick={(event) => {
        event.preventDefault();
        refine(page);
        window.scrollTo({ top: 0 });
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Result pages">
      <ul>
        <li>
          {isFirstPage ? (
            <span aria-disabled="true">Previous</span>
          ) : (
            link(currentRefinement - 1, 'Previous', false, 'prev')
          )}
        </li>
        {pages.map((page) => (
          <li key={page}>{link(page, String(page + 1), page === currentRefinement)}</li>
        ))}
        <li>
          {isLastPage ? <span aria-disabled="true">Next</span> : link(currentRefinement + 1, 'Next', false, 'next')}
        </li>
      </ul>
    </nav>
  );
}
