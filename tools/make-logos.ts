import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '../src/domain/slug.ts';
import { makeMarkSvg } from '../src/imagery/makeMark.ts';
import { CATALOG } from '../scripts/stock/catalog.ts';

/**
 * Writes the demo fleet's make marks into dealers/_makes/ (one SVG per make the sample stock sells,
 * and the makes of the demo dealers' model pages); committed, so builds never run this.
 * Run by hand after adding a make: node tools/make-logos.ts
 */
const MODEL_PAGE_MAKES = ['GWM', 'LDV'];
const makes = [...new Set([...CATALOG.map((model) => model.make), ...MODEL_PAGE_MAKES])].sort();
const folder = join(import.meta.dirname, '..', 'dealers', '_makes');
for (const make of makes) writeFileSync(join(folder, `${slugify(make)}.svg`), makeMarkSvg(make));
console.log(`✓ ${makes.length} make marks in ${folder}`);
