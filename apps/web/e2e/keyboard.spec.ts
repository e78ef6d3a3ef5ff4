import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import { avatarButton, registerForm, STRONG_PASSWORD, uniqueEmail } from './support/account.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';
import { menuToggle } from './support/nav.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

test.describe('keyboard only', () => {
  test('skip link and desktop nav', async ({ page }) => {
    await open(page, routes.home.getHref());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /skip to/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    // Focus lands in the main content, past the navigation.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main'))))
      .toBe(true);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(
      false,
    );

    await open(page, routes.home.getHref());
    const apex = page.getByRole('banner').getByRole('link', { name: 'Apex', exact: true });
    await tabTo(page, apex);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routes.apex.getHref());
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu opens, is walked with Tab and closes with Escape', async ({ page }) => {
      await open(page, routes.home.getHref());
      const toggle = menuToggle(page);
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const work = page.getByRole('banner').getByRole('link', { name: 'Work', exact: true });
      await tabTo(page, work, 3);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle, 'Escape returns focus to the toggle').toBeFocused();

      await page.keyboard.press('Enter');
      await tabTo(page, work, 3);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(routes.work.getHref());
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('sign up, the avatar menu and the profile form', async ({ page }) => {
    const email = uniqueEmail('keys');
    await open(page, routes.register.getHref());
    const form = registerForm(page);
    await tabTo(page, form.modeSwitch('Sign Up'));
    await page.keyboard.press('Enter');
    await expect(form.heading).toHaveText(/sign up/i);

    await tabTo(page, form.username);
    await page.keyboard.type('Keyboard User');
    await tabTo(page, form.email, 3);
    await page.keyboard.type(email);
    await tabTo(page, form.password, 3);
    await page.keyboard.type(STRONG_PASSWORD);
    await expect(form.checklist).toBeVisible();
    await tabTo(page, form.confirmPassword, 4);
    await page.keyboard.type(STRONG_PASSWORD);
    // The age question (issue 38): an adult, chosen with the space bar.
    const adult = page.getByRole('main').getByRole('radio', { name: words.accountAge.adult });
    await tabTo(page, adult, 6);
    await page.keyboard.press('Space');
    await expect(adult).toBeChecked();
    await tabTo(page, form.submit('Sign Up'), 8);
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.success.accountCreated)).toBeVisible();
    await page.goto(routes.home.getHref());

    const avatar = avatarButton(page);
    await tabTo(page, avatar);
    await page.keyboard.press('Enter');
    const editItem = page.getByRole('menuitem', { name: 'Edit Profile' });
    await expect(editItem).toBeFocused();
    await expectVisibleFocus(page);
    // A new account's address is not verified yet: the menu offers to resend the mail.
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Resend verification email' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(avatar).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(editItem).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(routes.editProfile.getHref());

    const main = page.getByRole('main');
    await tabTo(page, main.getByRole('button', { name: 'Edit Profile' }));
    await page.keyboard.press('Enter');
    const username = main.getByLabel(/^username/i);
    await tabTo(page, username, 5);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Keys Only');
    await tabTo(page, main.getByRole('button', { name: 'Save Changes' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(words.success.profileUpdated)).toBeVisible();
    await expect(main.getByText('Keys Only')).toBeVisible();
  });
});
