import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { heroSceneSvg, type HeroVehicle } from '../src/imagery/heroScene.ts';

/**
 * Draws the demo dealers' home banners (theme.banner.image, 1920×640 JPEG) as showroom scenes of
 * the same studio drawings as the stock photos; the JPEGs are committed, so builds never run this.
 * Run by hand after changing the drawings: node tools/demo-banners.ts
 */
const BANNERS: Readonly<Record<string, { accent: string; vehicles: readonly HeroVehicle[] }>> = {
  'sunshine-toyota': {
    accent: '#eb0a1e',
    vehicles: [
      { vehicle: 'ute', paint: '#eef0f2', view: 1, x: 700, width: 680 },
      { vehicle: 'hatch', paint: '#1d3a6e', view: 3, x: 1690, width: 640 },
      { vehicle: 'suv-large', paint: '#b3121d', view: 1, x: 1180, width: 860 },
    ],
  },
  'outback-moto-caravans': {
    accent: '#a9471a',
    vehicles: [
      { vehicle: 'caravan', paint: '#2f5d3a', view: 1, x: 700, width: 720 },
      { vehicle: 'ute', paint: '#4a4f55', view: 1, x: 1220, width: 820 },
      { vehicle: 'motorcycle-adventure', paint: '#d4661c', view: 2, x: 1690, width: 540 },
    ],
  },
};

for (const [slug, banner] of Object.entries(BANNERS)) {
  const file = join(import.meta.dirname, '..', 'dealers', slug, 'banner.jpg');
  const svg = Buffer.from(heroSceneSvg(banner.accent, banner.vehicles));
  writeFileSync(file, await sharp(svg).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
  console.log(`✓ ${slug}: ${file}`);
}
