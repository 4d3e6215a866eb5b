import type { IncomingMessage } from 'node:http';

/** The request body as text (bounded: nothing our clients send is large). */
export async function bodyText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 1_000_000) throw new Error('body too large');
  }
  return text;
}

type Nested = { [key: string]: Nested | string };

/**
 * A form-encoded body as Stripe's libraries send it (`line_items[0][price_data][unit_amount]=200`)
 * read back into nested objects; arrays come back as objects keyed "0", "1"….
 */
export function stripeForm(text: string): Nested {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        const next = node[part];
        node = typeof next === 'object' ? next : (node[part] = {});
      }
    });
  }
  return root;
}

export const text = (value: Nested | string | undefined): string => (typeof value === 'string' ? value : '');
export const nested = (value: Nested | string | undefined): Nested => (typeof value === 'object' ? value : {});
