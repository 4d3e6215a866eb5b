import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

/** SPEC §2, §9: typing searches after 300 ms; the query goes to the URL and the page resets. */
export const SEARCH_DEBOUNCE_MS = 300;

export function SearchBox() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A stable hook: a new function each render would re-create the connector and loop.
  const queryHook = useCallback((value: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      search(value);
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  const { query, refine } = useSearchBox({ queryHook });
  const [value, setValue] = useState(query);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setValue(query);
  }, [query]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label htmlFor="search-query" className="visually-hidden">
        Search vehicles
      </label>
      <input
        id="search-query"
        type="search"
        placeholder="Make, model, badge, colour…"
        value={value}
        autoComplete="off"
        onFocus={() => (focused.current = true)}
        onBlur={() => (focused.current = false)}
        onChange={(event) => {
          setValue(event.target.value);
          refine(event.target.value);
        }}
      />
    </form>
  );
}
