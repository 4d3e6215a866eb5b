/**
 * A framework-free description of an element: what a pure renderer returns so that React (at build)
 * and the plain DOM (in the browser) draw the very same markup from one function. Attribute names
 * are HTML's (`class`, `stroke-width`); `true` is a boolean attribute (`hidden`), written as `=""`.
 */
export interface Markup {
  tag: string;
  attrs: Readonly<Record<string, string | true>>;
  children: readonly (Markup | string)[];
}

type Attrs = Record<string, string | boolean | null | undefined>;
type Child = Markup | string | null | false | undefined;

/**
 * Builds a Markup: attributes that are false, null or undefined are left out; so are empty and
 * missing children, and neighbouring texts join into one (as a parsed page holds them).
 */
export function el(tag: string, attrs: Attrs, ...children: Child[]): Markup {
  const kept: Record<string, string | true> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true || typeof value === 'string') kept[name] = value;
  }
  const joined: (Markup | string)[] = [];
  for (const child of children) {
    if (child === null || child === false || child === undefined || child === '') continue;
    const last = joined.at(-1);
    if (typeof child === 'string' && typeof last === 'string') joined[joined.length - 1] = last + child;
    else joined.push(child);
  }
  return { tag, attrs: kept, children: joined };
}
