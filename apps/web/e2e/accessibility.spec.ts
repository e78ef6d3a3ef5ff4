import { routes } from '../src/routes/paths.ts';
import { avatarButton, DEMO_ACCOUNT, registerForm, submitLogin } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { menuToggle, revealNavAccount } from './support/nav.ts';
import { open } from './support/page.ts';
import { SIGNED_IN_STATE } from './support/signedIn.ts';
import { expect, test } from './support/test.ts';

// No axe rule is disabled anywhere in the suite: zero violations is the bar. Every route, and the
// 404 page, is checked as it loads in routes.spec.ts; here are the states reached by interacting.

test.describe('axe-core finds no WCAG 2.2 A/AA violations', () => {
  test('register: every mode, the checklist open and an error shown', async ({ page }) => {
    await open(page, routes.register.getHref());
    const form = registerForm(page);
    await expect(form.heading).toHaveText(/login/i);
    await expectNoAxeViolations(page, 'Login mode');

    await submitLogin(page, DEMO_ACCOUNT.email, 'Wrong@999');
    await expect(form.error).toBeVisible();
    await expectNoAxeViolations(page, 'Login mode with an error');

    await form.modeSwitch('Sign Up').click();
    await expect(form.heading).toHaveText(/sign up/i);
    await expectNoAxeViolations(page, 'Sign Up mode');

    await form.password.fill('abc');
    await expect(form.checklist).toBeVisible();
    await expectNoAxeViolations(page, 'Sign Up mode with the checklist open');

    await form.username.fill('Asha');
    await form.email.fill('asha@example.com');
    await form.confirmPassword.fill('abd');
    await form.submit('Sign Up').click();
    await expect(form.error).toBeVisible();
    await expectNoAxeViolations(page, 'Sign Up mode with an error');

    await form.modeSwitch('Login').click();
    await form.modeSwitch('Forgot Password?').click();
    await expect(form.heading).toHaveText(/reset password/i);
    await expectNoAxeViolations(page, 'Reset Password mode');
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE });

    test('the avatar menu and the profile in both modes', async ({ page }) => {
      await open(page, routes.home.getHref());
      await avatarButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, 'the open avatar menu');

      await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      await expectNoAxeViolations(page, 'the profile, read-only');

      await main.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(main.getByRole('button', { name: 'Save Changes' })).toBeVisible();
      await expectNoAxeViolations(page, 'the profile, editing');
    });
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('the open mobile menu', async ({ page }) => {
      await open(page, routes.home.getHref());
      const toggle = menuToggle(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, 'the open mobile menu');
    });

    test.describe('signed in', () => {
      test.use({ storageState: SIGNED_IN_STATE });

      test('the open avatar menu in the mobile nav', async ({ page }) => {
        await open(page, routes.home.getHref());
        await revealNavAccount(page);
        await avatarButton(page).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoAxeViolations(page, 'the open avatar menu at 375 px');
      });
    });
  });
});
