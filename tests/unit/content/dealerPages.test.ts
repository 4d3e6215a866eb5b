import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPath, REQUIRED_PAGES, splitTitle } from '../../../src/domain/contentRoutes.ts';
import { demoDealers } from '../../support/demoDealers.ts';

describe('content routes (SPEC §2 Other)', () => {
  it('maps Markdown ids to their routes', () => {
    expect(contentPath('service')).toBe('service');
    expect(contentPath('vehicle-parts-and-accessories')).toBe('vehicle-parts-and-accessories');
    expect(contentPath('parts-search')).toBe('parts/search');
    expect(contentPath('handling-complaint')).toBe('pages/handling-complaint');
    expect(contentPath('toyota-connected')).toBe('pages/toyota-connected');
    expect(contentPath('notes-to-self')).toBeNull();
  });
  it('takes the title from the first heading and removes it', () => {
    expect(splitTitle('<h1 id="a">Parts &amp; Accessories</h1><p>x</p>', 'f')).toEqual({
      title: 'Parts & Accessories',
      body: '<p>x</p>',
    });
    expect(splitTitle('<p>x</p>', 'fallback').title).toBe('fallback');
  });
});

describe('demo dealer content', () => {
  for (const { config, dir } of demoDealers()) {
    const page = (id: string) => readFileSync(join(dir, 'pages', `${id}.md`), 'utf8');
    it(`${config.slug}: has every page the header and footer link`, () => {
      for (const id of REQUIRED_PAGES) expect(existsSync(join(dir, 'pages', `${id}.md`)), id).toBe(true);
    });
    it(`${config.slug}: privacy complaints within 30 days, parts warranty 2 years`, () => {
      expect(page('privacy-policy')).toMatch(/within 30 days/);
      expect(page('vehicle-parts-and-accessories')).toMatch(/two years from installation or purchase/);
    });
    it(`${config.slug}: complaint pages leave the regulators to the build`, () => {
      expect(page('handling-complaint')).toContain('<div data-regulators></div>');
      expect(page('handling-complaint')).not.toMatch(/or seek independent legal advice/);
    });
  }
});
