import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  attributeNames,
  INLINE_HELPERS,
  inlineAttributeImports,
} from '../../src/integrations/leanClientBundle/inlineAttributeNames.ts';

const modules: Record<string, string> = {
  '/site/src/view/pageAttributes.ts':
    "export const PHONE = 'data-phone';\nexport const has = (n: string) => `[${n}]`;\n",
  '/site/src/view/shopperAttributes.ts': "export const SAVED_COUNT = 'data-saved-count';\n",
};
const namesOf = (file: string) => attributeNames(modules[file]!);

describe('browser bundles get attribute names as literals', () => {
  it('declares each imported name in place and keeps the functions imported', () => {
    const code = [
      'import { PHONE, has } from "../view/pageAttributes.ts";',
      'import { SAVED_COUNT as COUNT } from "../view/shopperAttributes.ts";',
      'document.querySelector(has(PHONE)); document.querySelector(`[${COUNT}]`);',
    ].join('\n');
    expect(inlineAttributeImports(code, '/site/src/scripts/x.ts', namesOf)).toBe(
      [
        'const PHONE = "data-phone"; const has = (name) => `[${name}]`;',
        'const COUNT = "data-saved-count";',
        'document.querySelector(has(PHONE)); document.querySelector(`[${COUNT}]`);',
      ].join('\n'),
    );
  });

  it('keeps other functions imported, and the helpers it declares are the real ones', () => {
    const code = 'import { live, PHONE } from "../view/pageAttributes.ts";';
    expect(inlineAttributeImports(code, '/site/src/scripts/x.ts', namesOf)).toBe(
      'import { live } from "../view/pageAttributes.ts";const PHONE = "data-phone";',
    );
    const real = readFileSync('src/view/pageAttributes.ts', 'utf8');
    expect(real).toContain('export const has = (name: string) => `[${name}]`;');
    expect(INLINE_HELPERS).toEqual({ has: '(name) => `[${name}]`' });
  });

  it('leaves a module alone when it imports no name', () => {
    expect(
      inlineAttributeImports('import { live } from "../view/pageAttributes.ts";', '/site/src/scripts/x.ts', namesOf),
    ).toBeNull();
    expect(inlineAttributeImports('import { a } from "./other.ts";', '/site/src/scripts/x.ts', namesOf)).toBeNull();
  });

  it('reads every constant of the real attribute modules (one shape, one line each)', () => {
    for (const file of ['pageAttributes', 'shopperAttributes', 'layoutAttributes', 'pageScriptAttributes']) {
      const source = readFileSync(`src/view/${file}.ts`, 'utf8');
      const constants = source.match(/^export const [A-Z]/gm) ?? [];
      expect(attributeNames(source).size, file).toBe(constants.length);
    }
  });
});
