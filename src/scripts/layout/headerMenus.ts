import { has } from '../../view/pageAttributes.ts';
import { DROPDOWN } from '../../view/layoutAttributes.ts';
/** SPEC §4: header dropdowns open on hover (wide screens) or click, close on Escape, one at a time. */
export function bindHeaderMenus(): void {
  const wide = window.matchMedia('(min-width: 768px) and (hover: hover)');
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>(has(DROPDOWN))];
  for (const details of dropdowns) {
    const summary = details.querySelector('summary');
    details.addEventListener('toggle', () => {
      if (details.open) for (const other of dropdowns) if (other !== details) other.open = false;
    });
    details.addEventListener('mouseenter', () => {
      if (!wide.matches || details.open) return;
      details.open = true;
      details.dataset.hover = 'open';
    });
    details.addEventListener('mouseleave', () => {
      if (wide.matches && details.dataset.hover === 'open') details.open = false;
      delete details.dataset.hover;
    });
    summary?.addEventListener('click', (event) => {
      // A click on a menu the pointer already opened keeps it open, and pins it.
      if (details.dataset.hover === 'open') {
        event.preventDefault();
        delete details.dataset.hover;
      }
    });
    details.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      summary?.focus();
    });
  }
  document.addEventListener('click', (event) => {
    for (const details of dropdowns)
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
  });
}
