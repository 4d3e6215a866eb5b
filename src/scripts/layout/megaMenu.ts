import { has } from '../../view/pageAttributes.ts';
import { MEGA, MEGA_CAT, MEGA_TILES } from '../../view/layoutAttributes.ts';
/** SPEC §4 model menu: a category click switches the tile list (scrolled to top); a model link closes the menu. */
export function bindMegaMenus(): void {
  for (const panel of document.querySelectorAll<HTMLElement>(has(MEGA))) {
    const buttons = [...panel.querySelectorAll<HTMLButtonElement>(has(MEGA_CAT))];
    const wrap = panel.querySelector<HTMLElement>(has(MEGA_TILES));
    for (const button of buttons) {
      button.addEventListener('click', () => {
        for (const other of buttons) {
          other.setAttribute('aria-pressed', String(other === button));
          const list = document.getElementById(other.getAttribute('aria-controls') ?? '');
          if (list) list.hidden = other !== button;
        }
        const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
        if (list) list.scrollTop = 0;
        if (wrap) wrap.scrollTop = 0;
      });
    }
    panel.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a'))
        panel.closest('details')?.removeAttribute('open');
    });
  }
}
