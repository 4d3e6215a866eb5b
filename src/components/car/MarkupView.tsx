import { createElement, type ReactNode } from 'react';
import type { Markup } from '../../view/markup.ts';

/** React's name of an HTML attribute: className for class, camelCase for SVG's stroke-width; data-* and aria-* as they are. */
const propName = (name: string) =>
  name === 'class'
    ? 'className'
    : /^(data|aria)-/.test(name)
      ? name
      : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function node(markup: Markup | string, key?: number): ReactNode {
  if (typeof markup === 'string') return markup;
  const props: Record<string, string | true | number> = {};
  for (const [name, value] of Object.entries(markup.attrs)) props[propName(name)] = value;
  if (key !== undefined) props.key = key;
  return createElement(markup.tag, props, ...markup.children.map((child, i) => node(child, i)));
}

/** Draws a pure renderer's Markup (../../domain/markup.ts) at build, as the browser draws it after load. */
export function MarkupView({ markup }: { markup: Markup }) {
  return node(markup);
}
