import { expect, type Page } from '@playwright/test';
import { siteUrl } from './e2eServer.ts';

/** Drives a dealer's search page by what a shopper does; every step waits on the URL or the results. */
export class SearchPage {
  readonly page: Page;
  readonly slug: string;

  constructor(page: Page, slug: string) {
    this.page = page;
    this.slug = slug;
  }

  readonly cards = () => this.page.locator('.car-card');
  readonly count = () => this.page.getByTestId('hit-count');
  readonly notice = () => this.page.locator('.notice--error');

  async open(path: string): Promise<void> {
    await this.page.goto(siteUrl(this.slug, path));
    // The results hydrate after the load event (client:afterload), at the latest 2.5 s in; photos
    // rendered for the first time by a busy machine's image host can hold the load event that long.
    await expect(this.page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  }

  async total(): Promise<number> {
    return Number((await this.count().locator('strong').innerText()).replace(/\D/g, ''));
  }

  /** Waits until the displayed total differs from `before` (the new results are painted). */
  async waitForTotalChange(before: number): Promise<number> {
    await expect.poll(() => this.total()).not.toBe(before);
    return this.total();
  }

  async filterByMake(make: string, expectedPath: RegExp): Promise<void> {
    await this.page.locator('.make-list a', { hasText: make }).first().click();
    await this.page.waitForURL(expectedPath);
  }

  async filterByModel(make: string, model: string, expectedPath: RegExp): Promise<void> {
    await this.page.getByRole('button', { name: `Select models of ${make}` }).click();
    await this.page.locator('.model-list a', { hasText: model }).first().click();
    await this.page.waitForURL(expectedPath);
  }

  /** Moves a slider thumb with the keyboard (each key press commits, as a shopper's release does). */
  async openFilter(title: string): Promise<void> {
    const toggle = this.page.locator('.filter-section h3 button', { hasText: title });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  async nudgeRange(label: string, key: 'ArrowLeft' | 'ArrowRight', times: number): Promise<void> {
    const thumb = this.page.getByLabel(label, { exact: true });
    await expect(thumb).toBeVisible();
    await thumb.focus();
    for (let i = 0; i < times; i += 1) await thumb.press(key);
  }

  async goToPage(n: number): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: String(n), exact: true })
      .click();
    await this.page.waitForURL(new RegExp(`[?&]page=${n}(&|$)`));
  }

  async sortBy(label: string, param: string): Promise<void> {
    await this.page.getByLabel('Sort by').selectOption({ label });
    await this.page.waitForURL(new RegExp(`sortBy=${param}`));
  }

  async cardSlugs(): Promise<string[]> {
    return this.cards().evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug') ?? ''));
  }
}
