import { EDITION_2024, messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, signUpAndGoHome, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open, waitForHydration } from '../support/page.ts';
import { AUTH_EMULATOR_ORIGIN, FIREBASE_PROJECT_ID } from './site.ts';

const words = messagesFor('en');
const text = words.registration;

/** A day of the 2024 edition's registration window. */
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

/** Follows the verification link the Auth emulator holds for `email`, as the guardian would. */
async function verifyEmail(email: string): Promise<void> {
  const listed = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.find(
    (entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL',
  );
  expect(code, `a verification mail to ${email}`).toBeDefined();
  const applied = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: code?.oobCode }),
    },
  );
  expect(applied.ok, 'the emulator applied the verification code').toBe(true);
}

test('a guardian registers on the Firebase build: kept under the edition by the rules, withdrawn', async ({
  page,
  firebase,
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
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();

  const number = page.getByTestId('registration-number');
  await expect(number).toHaveText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/);
  const registrationNumber = (await number.textContent()) ?? '';
  await expectNoAxeViolations(page, 'the confirmation, Firebase build');

  // The rules model holds it at editions/{edition}/registrations/{uid}, with the consent given
  // (strings as they are, other values as Firestore sends them).
  const stored = [...firebase.firestore.documents()].filter(([path]) =>
    path.startsWith(`editions/${EDITION_2024.id}/registrations/`),
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]?.[1]).toMatchObject({
    candidateName: 'आशा वर्मा',
    grade: { integerValue: '8' },
    guardianEmail: email,
    consent: { booleanValue: true },
  });
  expect(stored[0]?.[1]).toHaveProperty('consentedAt');

  await page.reload();
  await waitForHydration(page);
  await expect(number).toHaveText(registrationNumber);

  await main.getByRole('button', { name: text.withdraw }).click();
  await page.getByRole('button', { name: text.withdrawConfirm }).click();
  await expect(page.getByText(text.withdrawn)).toBeVisible();
  expect(
    [...firebase.firestore.documents()].filter(([path]) => path.includes('/registrations/')),
  ).toEqual([]);
});
