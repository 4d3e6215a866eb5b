import { useEffect, useState, type ReactNode } from 'react';
import { $filterSections, rememberSection } from '../../stores/filterSections.ts';

interface Props {
  id: string;
  title: string;
  initiallyOpen: boolean;
  remember: boolean;
  children: ReactNode;
}

/** A collapsible filter section (SPEC §4); its open state is remembered when the site says so. */
export function FilterSection({ id, title, initiallyOpen, remember, children }: Props) {
  const [open, setOpen] = useState(initiallyOpen);
  // The remembered state applies after hydration so the prerendered HTML and the first render match.
  useEffect(() => {
    const saved = $filterSections.get()[id];
    if (remember && saved !== undefined) setOpen(saved);
  }, [remember, id]);
  return (
    <section className={`filter-section${open ? ' is-open' : ''}`} data-filter={id}>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`filter-${id}`}
          onClick={() => {
            setOpen(!open);
            if (remember) rememberSection(id, !open);
          }}
        >
          {title}
        </button>
      </h3>
      <div id={`filter-${id}`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
