import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import {
  HTML_NAMED_LIKE_A_PICTURE,
  logInAsDemo,
  saveWithHostilePicture,
} from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

/**
 * An HTML file renamed `photo.png` (type image/png by its name) cannot be decoded as a picture, so
 * it is refused before anything is uploaded, with the dictionary's words, and the edit stays.
 */
test('a file that is not a picture, named like one, is refused and the typed name is kept', async ({
  page,
}) => {
  await logInAsDemo(page);
  await open(page, routes.editProfile.getHref());
  const username = await saveWithHostilePicture(page, 'Renamed Student');
  await expect(username).toHaveValue('Renamed Student');
  await expect(page.getByText(words.success.profileUpdated)).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('apex.memory-backend') ?? '');
  expect(stored).not.toContain('Renamed Student');
  expect(stored).not.toContain(HTML_NAMED_LIKE_A_PICTURE.buffer.toString('base64').slice(0, 12));
  await expectNoAxeViolations(page, '/edit-profile refusing a file that is not a picture');
});
