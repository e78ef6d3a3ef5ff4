import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import {
  avatarButton,
  avatarFace,
  registerForm,
  STRONG_PASSWORD,
  saveProfileEdit,
  signUpLink,
  uniqueEmail,
} from './support/account.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

test('a new visitor signs up, edits the profile with a picture, keeps it after a reload, logs out', async ({
  page,
}) => {
  const email = uniqueEmail('vidya');
  const emailLetter = email.charAt(0).toUpperCase();

  // Sign up from the nav.
  await open(page, routes.home.getHref());
  // The header's SignUp opens the sign-up form itself (issue 39).
  await signUpLink(page).click();
  await expect(page).toHaveURL(routes.register.getHref('signup'));
  const form = registerForm(page);
  await expect(form.heading).toHaveText(/sign up/i);
  await form.username.fill('Vidya');
  await form.email.fill(email);
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await page.getByRole('main').getByRole('radio', { name: words.accountAge.adult }).check();
  await form.submit('Sign Up').click();

  // The message says the account is logged in; the next steps take the form's place, no jump.
  await expect(page.getByText(words.success.accountCreated)).toBeVisible();
  const next = page.getByRole('region', { name: words.account.nextStepsHeading });
  await expect(next.getByRole('link', { name: words.account.nextRegisterLink })).toBeVisible();
  await expect(page).toHaveURL(routes.register.getHref('signup'));
  // Only what is true now (issue 39): no Sign Up heading, Google button or log-in link.
  await expect(form.heading).toHaveText(words.account.createdTitle);
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Continue with Google/ })).toHaveCount(0);
  await expect(page.getByText(words.account.haveAccount)).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
  ).toHaveCount(0);
  await open(page, routes.home.getHref());

  // Signed in: the avatar (made from the email's first letter) replaces SignUp.
  const avatar = avatarButton(page);
  await expect(avatar).toBeVisible();
  await expect(signUpLink(page)).toHaveCount(0);
  await expect.poll(() => avatarFace(avatar)).toBe(`letter:${emailLetter}`);

  // Edit the profile: new username and a PNG picture.
  await avatar.click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(routes.editProfile.getHref());
  const main = page.getByRole('main');
  await expect(main.getByText(email, { exact: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(main.getByRole('img'), 'no picture yet').toHaveCount(0);
  await saveProfileEdit(page, {
    from: 'Vidya',
    to: 'Vidya Rao',
    picture: { name: 'vidya.png', rgb: [20, 110, 190] },
  });

  await expect(page.getByText(words.success.profileUpdated)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(main.getByText('Vidya Rao')).toBeVisible();
  const picture = main.getByRole('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAccessibleName(/\S/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Back to the site (no reload): the nav already shows the new picture; a reload keeps it
  // (memory persistence).
  await page.locator(`a[href="${routes.home.getHref()}"]`).first().click();
  await expect(page).toHaveURL(routes.home.getHref());
  await expect.poll(() => avatarFace(avatarButton(page))).toMatch(/^picture:/);
  const saved = await avatarFace(avatarButton(page));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => avatarFace(avatarButton(page))).toBe(saved);

  // Log out: back to SignUp.
  await avatarButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(routes.home.getHref());
  await expect(signUpLink(page)).toBeVisible();
  await expect(avatarButton(page)).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(signUpLink(page)).toBeVisible();
});
