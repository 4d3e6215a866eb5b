import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Browser bundles get the data-attribute names of src/view/*Attributes.ts as literals, as they were
 * before the names had one definition. Imported as modules, the names shared by several page
 * scripts became shared chunks holding every name any page uses, and each page loaded all of them
 * (over 1 KB gzip a page, past the form and search budgets). Markup and scripts still name each
 * attribute through the constant (the compiler checks it); only the client build sees the value.
 * The prerender (SSR) build is untouched.
 */

/** An import of named bindings from an attribute module, as esbuild leaves it in a client module. */
const ATTRIBUTE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/view\/\w+Attributes\.ts)\2;?/g;
/** `export const NAME = 'value';`: the only shape of a name in those modules. */
const NAME_DEFINITION = /^export const ([A-Z][A-Z0-9_]*) = '([^'\\]*)';$/gm;

/**
 * Helpers declared in place as well: a page script whose only import was `has` stays free of
 * imports, so Astro keeps inlining it into the page instead of loading it as one more file. Same
 * body as `has` in src/view/pageAttributes.ts (a unit test holds the two together).
 */
export const INLINE_HELPERS: Readonly<Record<string, string>> = { has: '(name) => `[${name}]`' };

/** The string constants an attribute module defines. */
export function attributeNames(source: string): Map<string, string> {
  return new Map([...source.matchAll(NAME_DEFINITION)].map((m) => [m[1]!, m[2]!]));
}

/**
 * The module's code with each imported string constant (and INLINE_HELPERS) of an attribute module
 * declared in place (other functions stay imported), or null when it imports none. `namesOf` reads a module
 * by its absolute path.
 */
export function inlineAttributeImports(
  code: string,
  importer: string,
  namesOf: (file: string) => Map<string, string>,
): string | null {
  const next = code.replace(ATTRIBUTE_IMPORT, (whole, list: string, quote: string, path: string) => {
    const names = namesOf(resolve(dirname(importer), path));
    const kept: string[] = [];
    const declared: string[] = [];
    for (const specifier of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      const value = names.get(imported);
      const helper = INLINE_HELPERS[imported];
      if (value !== undefined) declared.push(`const ${local} = ${JSON.stringify(value)};`);
      else if (helper !== undefined) declared.push(`const ${local} = ${helper};`);
      else kept.push(specifier);
    }
    if (declared.length === 0) return whole;
    const rest = kept.length > 0 ? `import { ${kept.join(', ')} } from ${quote}${path}${quote};` : '';
    return `${rest}${declared.join(' ')}`;
  });
  return next === code ? null : next;
}

interface TransformPlugin {
  name: string;
  transform(code: string, id: string, options?: { ssr?: boolean }): string | null;
}

export function inlineAttributeNamesPlugin(): TransformPlugin {
  const cache = new Map<string, Map<string, string>>();
  const namesOf = (file: string) => {
    let names = cache.get(file);
    if (names === undefined) cache.set(file, (names = attributeNames(readFileSync(file, 'utf8'))));
    return names;
  };
  return {
    name: 'inline-attribute-names',
    transform(code, id, options) {
      if (options?.ssr || !code.includes('Attributes.ts')) return null;
      return inlineAttributeImports(code, id.split('?')[0]!, namesOf);
    },
  };
}
