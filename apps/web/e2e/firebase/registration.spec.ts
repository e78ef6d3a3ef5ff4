import { consentNotice, EDITION_2024, messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, signUpAndGoHome, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open, waitForHydration } from '../support/page.ts';
import { storedDocument, uidOf, verifyEmail } from './emulators.ts';

const words = messagesFor('en');
const text = words.registration;

/** A day of the 2024 edition's registration window. */
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

test('a guardian registers on the Firebase build: kept under the edition by the rules, withdrawn', async ({
  page,
}) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  const email = uniqueEmail('guardian');
  await signUpAndGoHome(page, { username: 'Ravi Verma', email, password: STRONG_PASSWORD });
  await verifyEmail(email);

  await open(page, routes.examRegistration.getHref());
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.candidateName }).fill('आशा वर्मा');
  await main.getByRole('combobox', { name: text.grade }).selectOption('8');
  await main.getByRole('textbox', { name: text.schoolName }).fill('Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill('Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main.getByRole('textbox', { name: text.guardianName }).fill('Ravi Verma');
  await expect(main.getByRole('textbox', { name: text.guardianEmail })).toHaveValue(email);
  await main.getByRole('checkbox', { name: consentNotice('en') }).check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();

  const number = page.getByTestId('registration-number');
  await expect(number).toHaveText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/);
  const registrationNumber = (await number.textContent()) ?? '';
  await expectNoAxeViolations(page, 'the confirmation, Firebase build');

  // The real Firestore emulator holds it at editions/{edition}/registrations/{uid}, as
  // firestore.rules let it through, with the consent given (text as it is, other values as
  // Firestore sends them).
  const path = `editions/${EDITION_2024.id}/registrations/${await uidOf(email)}`;
  const stored = await storedDocument(path);
  expect(stored).toMatchObject({
    candidateName: 'आशा वर्मा',
    grade: { integerValue: '8' },
    guardianEmail: email,
    consent: { booleanValue: true },
  });
  expect(stored).toHaveProperty('consentedAt');

  await page.reload();
  await waitForHydration(page);
  await expect(number).toHaveText(registrationNumber);

  await main.getByRole('button', { name: text.withdraw }).click();
  await page.getByRole('button', { name: text.withdrawConfirm }).click();
  await expect(page.getByText(text.withdrawn)).toBeVisible();
  expect(await storedDocument(path)).toBeUndefined();
});
