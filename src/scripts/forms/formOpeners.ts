import {
  FORM_CLOSED,
  FORM_HREF,
  FORM_OPEN,
  FORM_PROPS_ID,
  FORM_TARGET,
  FORMS_READY,
  has,
  MOUNT,
  MOUNTED,
  OPEN_FORM,
} from '../../view/pageAttributes.ts';

// A few lines on car and content pages: React and the forms load only when a shopper opens one.
const TARGET = has(FORM_TARGET);
const FIELD = '.field input, .field select, .field textarea';

/** Loads what renders a form; the component that starts this script passes it in, as page scripts never import components. */
export type LoadForms<P> = () => Promise<{ mountForm: (mount: HTMLElement, props: P) => void }>;
let renderForm: ((mount: HTMLElement) => Promise<void>) | null = null;
let warmForms = (): void => undefined;

function pageProps(): unknown {
  const text = document.getElementById(FORM_PROPS_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${FORM_PROPS_ID} data for its forms.`);
  return JSON.parse(text);
}

function show(target: HTMLElement): void {
  if (target instanceof HTMLDialogElement) {
    if (!target.open) target.showModal();
    return;
  }
  target.querySelectorAll<HTMLElement>(has(FORM_CLOSED)).forEach((el) => (el.hidden = true));
  target.querySelectorAll<HTMLElement>(`[${MOUNT}]`).forEach((el) => (el.hidden = false));
  target.setAttribute(FORM_OPEN, '');
  target.scrollIntoView({ block: 'start' });
}

/** Opens an in-page form (dialog or section), keeps its #id in the URL, renders it once and focuses its first field. */
export async function openForm(target: HTMLElement): Promise<void> {
  if (window.location.hash !== `#${target.id}`) history.replaceState(history.state, '', `#${target.id}`);
  show(target);
  const mount = target.querySelector<HTMLElement>(`[${MOUNT}]`);
  if (!mount) return;
  if (!mount.hasAttribute(MOUNTED)) {
    mount.setAttribute(MOUNTED, 'loading');
    mount.setAttribute('aria-busy', 'true');
    try {
      if (!renderForm) throw new Error('The form openers are not bound.');
      await renderForm(mount);
      mount.setAttribute(MOUNTED, 'true');
    } catch (error) {
      // The form page works on its own: go there rather than leave the shopper with nothing.
      console.error('Could not open the form in place:', error);
      mount.removeAttribute(MOUNTED);
      const page = target.getAttribute(FORM_HREF);
      if (page) window.location.assign(page);
      return;
    } finally {
      mount.removeAttribute('aria-busy');
    }
  }
  const field = mount.querySelector<HTMLElement>(FIELD);
  field?.focus();
  // Opened from the URL, the form is also the fragment target, and the browser focuses it once the
  // page has loaded: hand focus back to the first field unless the shopper has moved it.
  const refocus = () => {
    const active = document.activeElement;
    if (field && (active === target || active === document.body || active === null)) field.focus();
  };
  requestAnimationFrame(refocus);
  if (document.readyState !== 'complete') {
    window.addEventListener('load', () => setTimeout(refocus, 0), { once: true });
  }
}

const targetFor = (id: string) => (id ? document.getElementById(id)?.closest<HTMLElement>(TARGET) : null) ?? null;

function openFromHash(): void {
  const target = targetFor(decodeURIComponent(window.location.hash.slice(1)));
  if (target) void openForm(target);
}

/** Wires every opener on the page: links with OPEN_FORM (its value the form id) and plain #<id> links to a form target. */
export function bindFormOpeners<P>(loadForms: LoadForms<P>): void {
  let loading: ReturnType<LoadForms<P>> | null = null;
  const load = () => (loading ??= loadForms());
  renderForm = async (mount) => {
    const { mountForm } = await load();
    mountForm(mount, pageProps() as P);
  };
  warmForms = () => void load();
  document.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const opener = (event.target as Element).closest<HTMLElement>(`[${OPEN_FORM}], a[href^="#"]`);
    const id = opener?.getAttribute(OPEN_FORM) ?? opener?.getAttribute('href')?.slice(1) ?? '';
    const target = targetFor(id);
    if (!target) return;
    event.preventDefault();
    void openForm(target);
  });
  // Start fetching the forms as soon as a shopper points at or tabs to an opener.
  const warm = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(`[${OPEN_FORM}]`)) warmForms();
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  // A closed form leaves the URL (close does not bubble, so listen while it is captured).
  document.addEventListener(
    'close',
    (event) => {
      const dialog = event.target as Element;
      if (dialog.matches(TARGET) && window.location.hash === `#${dialog.id}`) {
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
      }
    },
    true,
  );
  window.addEventListener('hashchange', openFromHash);
  openFromHash();
  document.body.setAttribute(FORMS_READY, 'ready');
}
