import { messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import {
  avatarButton,
  avatarFace,
  logOut,
  registerForm,
  STRONG_PASSWORD,
  signUpAndGoHome,
  signUpLink,
  submitLogin,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open, waitForHydration } from '../support/page.ts';
import { storedDocument, uidOf } from './emulators.ts';

const SUCCESS_MESSAGES = messagesFor().success;

test('sign up, stay signed in across a reload, log out, log back in (Auth and Firestore emulators)', async ({
  page,
}) => {
  const email = uniqueEmail('meera');

  await open(page, routes.register.getHref('signup'));
  await expectNoAxeViolations(page, 'the Sign Up form of the Firebase build');
  await signUpAndGoHome(page, { username: 'Meera', email, password: STRONG_PASSWORD });
  const avatar = avatarButton(page);
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatarFace(avatar)).toBe(`letter:${email.charAt(0).toUpperCase()}`);

  // The sign-up wrote the profile document, as its owner, past firestore.rules on the real engine.
  const uid = await uidOf(email);
  await expect.poll(() => storedDocument(`users/${uid}`)).toEqual({ username: 'Meera', email });

  // The session lives in IndexedDB: a reload restores it.
  await page.reload();
  await waitForHydration(page);
  await expect(avatarButton(page)).toBeVisible();
  await expect(signUpLink(page)).toHaveCount(0);
  await expectNoAxeViolations(page, 'the home page, signed in, of the Firebase build');

  await logOut(page);
  await page.reload();
  await waitForHydration(page);
  await expect(signUpLink(page)).toBeVisible();
  await expect(avatarButton(page)).toHaveCount(0);

  await open(page, routes.login.getHref());
  await submitLogin(page, email, STRONG_PASSWORD);
  await expect(page.getByText(SUCCESS_MESSAGES.login)).toBeVisible();
  await page.waitForURL(routes.home.getHref());
  await expect(avatarButton(page)).toBeVisible();
});

test.describe('a refused login', () => {
  // Chromium itself logs the Auth service's 400 answer; the page logs nothing.
  test.use({
    allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/],
  });

  test('a wrong password is refused by the Auth emulator and said in our words', async ({
    page,
  }) => {
    const email = uniqueEmail('arjun');
    await signUpAndGoHome(page, { username: 'Arjun', email, password: STRONG_PASSWORD });
    await logOut(page);

    await open(page, routes.login.getHref());
    await submitLogin(page, email, `${STRONG_PASSWORD}-wrong`);
    await expect(registerForm(page).error).toHaveText(/email or password is incorrect/i);
    await expect(page).toHaveURL(routes.login.getHref());
    await expect(avatarButton(page)).toHaveCount(0);
    await expectNoAxeViolations(page, 'a refused login on the Firebase build');
  });
});
