import { has } from '../../view/pageAttributes.ts';
import { TOAST_REGION } from '../../view/shopperAttributes.ts';

/** SPEC §8 toasts; §9 toast queue 1: a new toast replaces the one showing. */
export interface Toast {
  title: string;
  message: string;
  action?: { label: string; href: string };
}

const SHOW_MS = 6000;
let timer: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  let el = document.querySelector<HTMLElement>(has(TOAST_REGION));
  if (el) return el;
  el = document.createElement('div');
  el.setAttribute(TOAST_REGION, '');
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.style.cssText =
    'position:fixed;z-index:60;left:50%;bottom:1rem;transform:translateX(-50%);width:min(24rem,calc(100vw - 2rem))';
  document.body.append(el);
  return el;
}

export function showToast(toast: Toast): void {
  const el = region();
  const box = document.createElement('div');
  box.className = 'toast';
  box.style.cssText =
    'display:grid;gap:.25rem;padding:.9rem 1rem;border-radius:10px;background:#1d2126;color:#fff;box-shadow:0 4px 16px rgb(0 0 0/25%)';
  const title = document.createElement('strong');
  title.textContent = toast.title;
  const message = document.createElement('span');
  message.textContent = toast.message;
  box.append(title, message);
  if (toast.action) {
    const link = document.createElement('a');
    link.href = toast.action.href;
    link.textContent = toast.action.label;
    link.style.cssText = 'justify-self:start;color:#fff;font-weight:600;text-decoration:underline;padding:.35rem 0';
    box.append(link);
  }
  el.replaceChildren(box);
  clearTimeout(timer);
  timer = setTimeout(() => {
    el.replaceChildren();
  }, SHOW_MS);
}
