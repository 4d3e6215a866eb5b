import type { Markup } from '../../view/markup.ts';
import { ACTION, REVEALED } from '../../view/pageAttributes.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** Attributes the page's scripts set on live markup and a patch leaves alone: held heights, a revealed number. */
const SCRIPT_OWNED = new Set(['style', REVEALED]);
/** The key that lets a patch keep an element across a change of list (the revealed phone button). */
const KEY = ACTION;

/** Creates the element a Markup describes (SVG in its namespace). */
export function toDom(markup: Markup | string, svg = false): Node {
  if (typeof markup === 'string') return document.createTextNode(markup);
  const inSvg = svg || markup.tag === 'svg';
  const element = inSvg ? document.createElementNS(SVG, markup.tag) : document.createElement(markup.tag);
  for (const [name, value] of Object.entries(markup.attrs)) element.setAttribute(name, value === true ? '' : value);
  element.append(...markup.children.map((child) => toDom(child, inSvg)));
  return element;
}

/** Elements and texts: React leaves empty comments between neighbouring texts, which draw nothing. */
const drawn = (element: Element) => [...element.childNodes].filter((n) => n.nodeType !== Node.COMMENT_NODE);

const sameKind = (node: Node, markup: Markup | string) =>
  typeof markup === 'string'
    ? node.nodeType === Node.TEXT_NODE
    : node instanceof Element &&
      node.localName === markup.tag &&
      node.getAttribute(KEY) === (markup.attrs[KEY] ?? null);

/**
 * Brings a rendered element to a Markup in place: attributes and texts change inside the same
 * elements, so nothing is rebuilt that need not be; a list that changed is rebuilt, keeping any
 * element of the same key. An element the shopper has revealed keeps its content.
 */
export function patch(element: Element, markup: Markup): void {
  for (const { name } of [...element.attributes]) {
    if (!(name in markup.attrs) && !SCRIPT_OWNED.has(name)) element.removeAttribute(name);
  }
  for (const [name, value] of Object.entries(markup.attrs)) {
    const text = value === true ? '' : value;
    if (element.getAttribute(name) !== text) element.setAttribute(name, text);
  }
  if (element.hasAttribute(REVEALED)) return;
  const nodes = drawn(element);
  const { children } = markup;
  if (nodes.length === children.length && children.every((child, i) => sameKind(nodes[i]!, child))) {
    children.forEach((child, i) => {
      const current = nodes[i]!;
      if (typeof child !== 'string') patch(current as Element, child);
      else if (current.textContent !== child) current.textContent = child;
    });
    return;
  }
  const svg = element.namespaceURI === SVG;
  element.replaceChildren(
    ...children.map((child) => {
      if (typeof child !== 'string') {
        const kept = nodes.find((n): n is Element => n instanceof Element && n.hasAttribute(KEY) && sameKind(n, child));
        if (kept) {
          patch(kept, child);
          return kept;
        }
      }
      return toDom(child, svg);
    }),
  );
}
