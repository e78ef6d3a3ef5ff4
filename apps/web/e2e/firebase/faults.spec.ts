import { messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import {
  logOut,
  STRONG_PASSWORD,
  saveWithHostilePicture,
  signUpAndGoHome,
  submitLogin,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';

const words = messagesFor('en');

test('a file that is not a picture is refused before upload: Storage gets nothing', async ({
  page,
  firebase,
}) => {
  await signUpAndGoHome(page, {
    username: 'Ira',
    email: uniqueEmail('ira'),
    password: STRONG_PASSWORD,
  });
  await open(page, routes.editProfile.getHref());
  const username = await saveWithHostilePicture(page, 'Ira Sen');
  await expect(username).toHaveValue('Ira Sen');
  expect([...firebase.storage.objects()]).toHaveLength(0);
  await expectNoAxeViolations(
    page,
    '/edit-profile refusing a file that is not a picture, Firebase',
  );
});

test('a crafted redirectTo falls back to / after login on the Firebase build', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('noor');
  await signUpAndGoHome(page, { username: 'Noor', email, password: STRONG_PASSWORD });
  await logOut(page);

  await open(page, '/login?redirectTo=/..//evil.example');
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page.getByText(words.success.login)).toBeVisible();
  await page.waitForURL(routes.home.getHref());
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin);
});
