import { messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import {
  avatarButton,
  STRONG_PASSWORD,
  saveProfileEdit,
  signUpAndGoHome,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';

const words = messagesFor('en');

/** The adapter's Storage code, a chunk fetched on the first upload (files-<hash>.js), under any query. */
const STORAGE_CHUNK = /\/assets\/files-[^/?]*\.js(\?.*)?$/;

// One pattern: Playwright reads a two-element array option as [value, options].
test.use({ allowedConsoleErrors: [/Failed to load resource: .*404|Error saving profile/] });

test('a save whose Storage code is gone (a deploy) says it could not save, keeps every edit, and saves on the next try', async ({
  page,
  firebase,
}) => {
  const email = uniqueEmail('ishaan');
  await signUpAndGoHome(page, { username: 'Ishaan', email, password: STRONG_PASSWORD });
  await avatarButton(page).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(routes.editProfile.getHref());
  const main = page.getByRole('main');
  await expect(main.getByText(email, { exact: true })).toBeVisible();

  await page.route(STORAGE_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await saveProfileEdit(page, {
    from: 'Ishaan',
    to: 'Ishaan Rao',
    picture: { name: 'ishaan.png', rgb: [20, 120, 200] },
  });

  await expect(main.getByRole('alert')).toHaveText(words.failures.profileSave);
  await expect(main.getByLabel(/^username/i)).toHaveValue('Ishaan Rao');
  await expect(
    main.getByRole('img', { name: 'Preview of your new profile picture' }),
  ).toBeVisible();
  expect([...firebase.storage.objects()]).toEqual([]);
  await expectNoAxeViolations(page, '/edit-profile after a save whose Storage code is gone');

  // The chunk is back (the new build's): the same edits save.
  await page.unroute(STORAGE_CHUNK);
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(words.success.profileUpdated)).toBeVisible();
  await expect(main.getByText('Ishaan Rao')).toBeVisible();
  expect([...firebase.storage.objects()]).toHaveLength(1);
});
