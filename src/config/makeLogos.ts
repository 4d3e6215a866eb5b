import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { slugify } from '../domain/slug.ts';

/** The fleet's make-logo folder, beside the dealer folders (skipped as a dealer: it starts with "_"). */
export const MAKE_LOGO_FOLDER = '_makes';
/** Where each site serves the fleet's make logos (the build copies the folder there). */
export const MAKE_LOGO_PATH = '/makes/';

const IMAGE_FILE = /^([a-z0-9-]+)\.(svg|png|webp)$/;

/** The image files of the fleet's make-logo folder under a dealers root (none when it is absent). */
export function fleetMakeLogoFiles(dealersRoot: string): string[] {
  const dir = join(dealersRoot, MAKE_LOGO_FOLDER);
  return existsSync(dir) ? readdirSync(dir).filter((name) => IMAGE_FILE.test(name)) : [];
}

/**
 * Logos by make slug (SPEC §3 Manufacturer logo): the fleet's files, named by make slug, served
 * from the site's /makes/; a dealer's own `manufacturers` logo URL wins. A make with neither shows
 * its name alone.
 */
export function makeLogoMap(
  files: readonly string[],
  manufacturers: readonly { name: string; logoUrl: string }[],
): Record<string, string> {
  const logos: Record<string, string> = {};
  for (const file of files) {
    const match = IMAGE_FILE.exec(file);
    if (match) logos[match[1]!] = `${MAKE_LOGO_PATH}${file}`;
  }
  for (const m of manufacturers) logos[slugify(m.name)] = m.logoUrl;
  return logos;
}
