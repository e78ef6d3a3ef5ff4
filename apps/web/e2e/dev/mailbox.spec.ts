import { routes } from '../../src/routes/paths.ts';
import {
  registerForm,
  STRONG_PASSWORD,
  submitLogin,
  submitSignUp,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { open } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';
import {
  logIn,
  logOut,
  openMail,
  openMailbox,
  PARENT,
  REGISTRATION_OPEN,
  registerCandidate,
  words,
} from './devJourney.ts';

/**
 * The development mailbox (issue 43): every mail the product sends is in it, reachable from the
 * page that says it was sent, and its links work: the account's verification, a password reset,
 * a change of address, a list's confirmation, the guardian's request and the consent notice (the
 * result mail: first-publish.spec.ts).
 */

const box = words.devMailbox;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
});

test("a new account's mails: verification, the guardian's request, a change of address, a reset", async ({
  page,
}) => {
  const email = uniqueEmail('mailbox');
  await submitSignUp(page, { username: 'Mailbox', email, password: STRONG_PASSWORD });
  const nextSteps = page.getByRole('region', { name: words.account.nextStepsHeading });
  await nextSteps.getByRole('button', { name: box.open }).click();
  let dialog = page.getByRole('dialog', { name: box.title });
  let mail = await openMail(dialog, 'verifyEmail', email);
  await saveScreenshots(page, 'mail-verify-email', { of: mail });
  await expectNoAxeViolations(page, 'the development mailbox');
  await mail.getByRole('button', { name: box.verify }).click();
  await expect(mail.getByText(box.verified)).toBeVisible();
  await dialog.getByRole('button', { name: box.close }).click();

  // The verified account registers a candidate for another guardian, who is asked by mail.
  const guardian = uniqueEmail('guardian');
  await registerCandidate(page, guardian);
  await page.getByRole('main').getByRole('button', { name: box.open }).click();
  dialog = page.getByRole('dialog', { name: box.title });
  mail = await openMail(dialog, 'guardian-confirm', guardian);
  await saveScreenshots(page, 'mail-guardian-request', { of: mail });
  await mail.getByRole('link', { name: /\/guardian\?token=/ }).click();
  await page.getByRole('button', { name: words.guardianPage.confirm }).click();
  await expect(page.getByText(words.guardianPage.confirmed)).toBeVisible();

  // A change of the sign-in address, confirmed from the mail to the new one.
  const moved = uniqueEmail('moved');
  await open(page, routes.editProfile.getHref());
  const section = page.getByRole('region', { name: words.emailChange.heading });
  await section.getByRole('button', { name: words.emailChange.open }).click();
  await section.getByLabel(words.emailChange.newEmail).fill(moved);
  await section.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: words.emailChange.submit }).click();
  await section.getByRole('button', { name: box.open }).click();
  dialog = page.getByRole('dialog', { name: box.title });
  mail = await openMail(dialog, 'changeEmail', moved);
  await saveScreenshots(page, 'mail-change-email', { of: mail });
  await mail.getByRole('button', { name: box.changeEmail }).click();
  await expect(mail.getByText(box.changed({ email: moved }))).toBeVisible();
  await dialog.getByRole('button', { name: box.close }).click();
  await expect(section.getByText(words.emailChange.current({ email: moved }))).toBeVisible();

  // Forgotten password: reset from the mail, then log in with the new one.
  await open(page, routes.home.getHref());
  await logOut(page);
  await open(page, routes.register.getHref('reset'));
  await registerForm(page).email.fill(moved);
  await page.getByRole('button', { name: words.account.sendResetEmail }).click();
  await expect(page.getByText(words.success.passwordReset)).toBeVisible();
  dialog = await openMailbox(page);
  mail = await openMail(dialog, 'passwordReset', moved);
  await saveScreenshots(page, 'mail-password-reset', { of: mail });
  await mail.getByLabel(box.newPassword).fill('Fresh@2025x');
  await mail.getByRole('button', { name: box.resetPassword }).click();
  await expect(mail.getByText(box.passwordSet)).toBeVisible();
  await dialog.getByRole('button', { name: box.close }).click();
  await open(page, routes.login.getHref());
  await submitLogin(page, moved, 'Fresh@2025x');
  await expect(page.getByText(words.success.login)).toBeVisible();
});

test("a list's confirmation, and the consent notice of a parent's own registration", async ({
  page,
}) => {
  const subscriber = uniqueEmail('reader');
  await open(page, routes.home.getHref());
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Subscribe to our newsletter' }).fill(subscriber);
  await form.getByRole('button', { name: 'Submit' }).click();
  await form.getByRole('button', { name: box.open }).click();
  let dialog = page.getByRole('dialog', { name: box.title });
  const mail = await openMail(dialog, 'subscription-confirm', subscriber);
  await saveScreenshots(page, 'mail-list-confirm', { of: mail });
  await mail.getByRole('link', { name: /\/subscribe\/confirm\?token=/ }).click();
  await expect(page.getByText(words.subscriptionPages.confirmed.newsletter)).toBeVisible();

  await logIn(page, PARENT.email, PARENT.password);
  await registerCandidate(page);
  dialog = await openMailbox(page);
  const notice = await openMail(dialog, 'consent-notice', PARENT.email);
  await saveScreenshots(page, 'mail-consent-notice', { of: notice });
  await expect(notice).toContainText('Meera Iyer');
  // Newest first: the notice is above the list's confirmation.
  const kinds = await dialog.getByRole('listitem').locator('summary strong').allTextContents();
  expect(kinds.indexOf(box.kinds['consent-notice'])).toBeLessThan(
    kinds.indexOf(box.kinds['subscription-confirm']),
  );
});
