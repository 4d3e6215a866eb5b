import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import subsetFont from 'subset-font';
import { BASIC_RANGES, rangeText, unicodeRange, WEIGHT_AXIS } from './font/ranges.ts';

// npm run subset-font: rewrites src/styles/fonts/inter-basic-wght.woff2 from the Inter package's
// Latin file (run it after upgrading @fontsource-variable/inter or changing tools/font/ranges.ts).
parseArgs({ args: process.argv.slice(2), options: {}, strict: true });
const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const TARGET = 'src/styles/fonts/inter-basic-wght.woff2';

const subset = await subsetFont(readFileSync(SOURCE), rangeText(BASIC_RANGES), {
  targetFormat: 'woff2',
  variationAxes: { wght: WEIGHT_AXIS },
});
writeFileSync(TARGET, subset);
console.log(`${TARGET}: ${(subset.length / 1024).toFixed(1)} KiB, unicode-range ${unicodeRange(BASIC_RANGES)}`);
