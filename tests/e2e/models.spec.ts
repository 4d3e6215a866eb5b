import { expect, test } from '../support/test.ts';
import { accessoriesPath, modelPagePath } from '../../src/domain/modelLinks.ts';
import { contentDealers, VIEWPORTS } from '../support/contentDealers.ts';
import { siteUrl } from '../support/e2eServer.ts';
import { soldNewModels } from '../support/soldNewModels.ts';
import { serviceBookingHref } from '../../src/domain/siteLinks.ts';

for (const dealer of contentDealers()) {
  const { config } = dealer;
  for (const vp of VIEWPORTS) {
    test.describe(`${config.slug} (${config.template}) on ${vp.name}`, () => {
      test.use({ viewport: { width: vp.width, height: vp.height } });

      test('/models in the configured order, filtered by ?body=', async ({ page }, info) => {
        const current = await soldNewModels(dealer);
        await page.goto(siteUrl(config.slug, '/models'));
        const names = page.locator('ul.grid > li:visible h3');
        await expect(names).toHaveText(current.map((m) => `${m.manufacturer_name} ${m.name}`));
        await page.screenshot({ path: info.outputPath(`${config.slug}-models-${vp.name}.png`), fullPage: true });
        const body = current[current.length - 1]!.manufacturer_body;
        await page.goto(siteUrl(config.slug, `/models?body=${encodeURIComponent(body)}`));
        await expect(names).toHaveText(
          current.filter((m) => m.manufacturer_body === body).map((m) => `${m.manufacturer_name} ${m.name}`),
        );
        await expect(page.locator('[data-models-note]')).toBeHidden();
        // A body no filter offers shows every model and says why, never an empty page.
        await page.goto(siteUrl(config.slug, '/models?body=Hovercraft'));
        await expect(page.locator('[data-models-note]')).toHaveText(
          'We have no "Hovercraft" models. Showing all models instead.',
        );
        await expect(names).toHaveText(current.map((m) => `${m.manufacturer_name} ${m.name}`));
      });

      test('model page by flag, /{slug} leads to it, accessories when counted', async ({ page }, info) => {
        const current = await soldNewModels(dealer);
        const model = current.find((m) => m.accessories_count > 0 && m.override_url === null)!;
        const path = modelPagePath(model, config.flags.routes.modelPath);
        await page.goto(siteUrl(config.slug, `/${model.slug}`));
        await expect(page).toHaveURL(new RegExp(`${path}/?$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `New ${model.manufacturer_name} ${model.name}`,
        );
        if (config.flags.content.serviceAdvantage)
          await expect(page.getByRole('table', { name: `${model.name} capped-price servicing` })).toBeVisible();
        await page.screenshot({ path: info.outputPath(`${config.slug}-model-${vp.name}.png`), fullPage: true });
        await page
          .getByRole('link', { name: `${String(model.accessories_count)} Genuine accessories for the ${model.name}` })
          .click();
        await expect(page).toHaveURL(new RegExp(`${accessoriesPath(model)}/?$`));
        const none = dealer.models.find((m) => m.accessories_count === 0);
        if (none) {
          const response = await page.goto(siteUrl(config.slug, accessoriesPath(none)));
          expect(response?.status()).toBe(404);
        }
      });

      test('/models/get-quote marks the chosen model', async ({ page }) => {
        const current = await soldNewModels(dealer);
        const model = current[0]!;
        await page.goto(siteUrl(config.slug, `/models/get-quote?model=${model.slug}`));
        await expect(page.locator('[data-chosen]')).toHaveText(`Your quote: ${model.manufacturer_name} ${model.name}`);
        await expect(page.locator('section#enquiry')).toBeVisible();
      });
    });
  }
}

const [toyota] = contentDealers();
const menu = toyota!;

test.describe('header mega-menu and dropdowns', () => {
  test('desktop, by mouse: hover opens, a category click switches tiles, a model link closes it', async ({
    page,
  }, info) => {
    const menuModels = await soldNewModels(menu);
    await page.goto(siteUrl(menu.config.slug, '/contact'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('New Vehicles', { exact: true }).hover();
    const panel = page.locator('[data-mega] .wide');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: /All Vehicles/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('ul.tiles:visible .tile-name')).toHaveText(menuModels.map((m) => m.name));
    await expect(panel.locator('ul.tiles:visible')).toHaveClass(/scroll/);
    await panel.getByRole('button', { name: /Utes & Vans/ }).click();
    const utes = menuModels.filter((m) => m.manufacturer_body === 'Utes & Vans');
    await expect(panel.locator('ul.tiles:visible .tile-name')).toHaveText(utes.map((m) => m.name));
    for (const link of menu.config.flags.content.menuSideLinks.length ? ['All Models'] : [])
      await expect(panel.getByRole('link', { name: link, exact: true })).toBeVisible();
    await page.screenshot({ path: info.outputPath('mega-menu-desktop.png') });
    await panel.getByRole('link', { name: `Explore ${utes[0]!.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`${modelPagePath(utes[0]!, menu.config.flags.routes.modelPath)}/?$`));

    await nav.getByText('Company', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Fleet' })).toBeVisible();
    await page.mouse.click(5, 700);
    await expect(nav.getByRole('link', { name: 'Fleet' })).toBeHidden();
  });

  test('desktop, by keyboard: Enter opens, Tab reaches categories and tiles, Escape closes', async ({ page }) => {
    await page.goto(siteUrl(menu.config.slug, '/contact'));
    const summary = page.locator('summary', { hasText: 'New Vehicles' });
    await summary.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('[data-mega] .wide');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: /All Vehicles/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: /Utes & Vans/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /Utes & Vans/ })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(summary).toBeFocused();

    const service = page.locator('summary', { hasText: 'Service' });
    await service.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    const booking = page.getByRole('link', { name: 'Online Service Booking' });
    await expect(booking).toBeFocused();
    // The booking page the footer also uses: the dealer network's when a base domain is set.
    const href = serviceBookingHref(menu.config.flags.routes);
    await expect(booking).toHaveAttribute('href', href);
    if (href.startsWith('/')) {
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}/?$`));
    }
  });

  test('phone: the menu button, then a collapsible list per body', async ({ page }, info) => {
    const menuModels = await soldNewModels(menu);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(menu.config.slug, '/contact'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('New Vehicles', { exact: true }).click();
    const narrow = page.locator('[data-mega] .narrow');
    await expect(narrow).toBeVisible();
    await narrow.getByText('SUVs & 4WDs', { exact: true }).click();
    const suv = menuModels.find((m) => m.manufacturer_body === 'SUVs & 4WDs')!;
    await expect(narrow.getByRole('link', { name: suv.name, exact: true }).first()).toBeVisible();
    await page.screenshot({ path: info.outputPath('mega-menu-phone.png') });
    await narrow.getByRole('link', { name: suv.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${modelPagePath(suv, menu.config.flags.routes.modelPath)}/?$`));
  });
});
