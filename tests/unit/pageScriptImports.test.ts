import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Components start page scripts (an Astro component's <script>, a mount function); page scripts never
// import components, so the two cannot import each other both ways. A script that shows an island is
// handed its loader by the page or component that starts it (FormOpeners.astro, 404.astro).
const ROOT = resolve(import.meta.dirname, '../..');
const SCRIPTS = join(ROOT, 'src/scripts');
const COMPONENTS = join(ROOT, 'src/components');

/** The specifiers of a module's static, type and dynamic imports that land in src/components/. */
function componentImports(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return specifiers.filter(
    (s) => s.startsWith('.') && !relative(COMPONENTS, resolve(dirname(file), s)).startsWith('..'),
  );
}

const scriptFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scriptFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('page scripts and components import one way only', () => {
  it('finds a static, a type and a dynamic import of a component', () => {
    const file = join(SCRIPTS, 'car/probe.ts');
    const code = [
      "import { CarDetail } from '../../components/car/CarDetail.tsx';",
      "import type { BaseFormProps } from '../../components/forms/FormProps.ts';",
      "const load = () => import('../../components/forms/mountForm.tsx');",
      "import { carView } from '../../domain/carView.ts';",
      "import { patch } from './markupDom.ts';",
    ].join('\n');
    expect(componentImports(file, code)).toEqual([
      '../../components/car/CarDetail.tsx',
      '../../components/forms/FormProps.ts',
      '../../components/forms/mountForm.tsx',
    ]);
  });

  it('no file under src/scripts/ imports from src/components/', () => {
    const offenders = scriptFiles(SCRIPTS).flatMap((file) =>
      componentImports(file, readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});
