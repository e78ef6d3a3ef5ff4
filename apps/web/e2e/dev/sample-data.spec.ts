import { routes } from '../../src/routes/paths.ts';
import { open } from '../support/page.ts';
import { expect, test } from '../support/test.ts';
import { logIn, ORGANISER, REGISTRATION_OPEN, words } from './devJourney.ts';

/**
 * Sample data on demand (issue 43): `?seed=300` on any page of the development site fills the
 * edition with sample registrations, so the organiser console has several pages to search, sort
 * and page through, with names in Latin letters and in Devanagari.
 */

const text = words.organiserConsole;

test('?seed=300 gives the console several pages of registrations', async ({ page }) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await logIn(page, ORGANISER.email, ORGANISER.password);
  await open(page, `${routes.organiser.getHref()}?seed=300`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

  // The table names the rows it shows and how many there are (issue 42).
  await expect(
    main.getByRole('table', { name: text.showing({ first: '1', last: '25', total: '300' }) }),
  ).toBeVisible();
  // The registrations' own pager: the attempts panel below has one too (issue 40).
  const registrations = main.locator('#console-registrations');
  const nextPage = registrations.getByRole('button', { name: text.nextPage });
  await nextPage.click();
  await nextPage.click();
  const third = main.getByRole('table', {
    name: text.showing({ first: '51', last: '75', total: '300' }),
  });
  await expect(third).toBeVisible();
  await expect(nextPage).toBeEnabled();

  // Search by the start of a Devanagari name the generator writes.
  await main.getByRole('searchbox', { name: text.search }).fill('मीरा');
  await main.getByRole('button', { name: text.searchButton, exact: true }).click();
  const found = main.getByRole('region', { name: text.tableScroll }).getByRole('table');
  await expect(found.getByRole('row').nth(1)).toContainText('मीरा');
});
