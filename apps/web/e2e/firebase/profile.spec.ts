import { messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import {
  avatarButton,
  avatarFace,
  logOut,
  STRONG_PASSWORD,
  saveProfileEdit,
  signUpAndGoHome,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open, waitForHydration } from '../support/page.ts';
import { storedDocument, uidOf } from './emulators.ts';

const SUCCESS_MESSAGES = messagesFor().success;

test('save the profile with a picture, see both after a reload, log out (Firestore emulator, storage model)', async ({
  page,
  firebase,
}) => {
  const email = uniqueEmail('kavya');
  await signUpAndGoHome(page, { username: 'Kavya', email, password: STRONG_PASSWORD });

  await avatarButton(page).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(routes.editProfile.getHref());
  const main = page.getByRole('main');
  await expect(main.getByText(email, { exact: true })).toBeVisible();
  await saveProfileEdit(page, {
    from: 'Kavya',
    to: 'Kavya Iyer',
    picture: { name: 'kavya.png', rgb: [200, 90, 30] },
  });
  await expect(page.getByText(SUCCESS_MESSAGES.profileUpdated)).toBeVisible();
  await expect(main.getByText('Kavya Iyer')).toBeVisible();

  // Storage (the storage model) holds a PNG under the owner's folder; the profile document, on
  // the real Firestore emulator, points at its URL.
  const objects = [...firebase.storage.objects()];
  expect(objects).toHaveLength(1);
  const [objectPath, object] = objects[0] ?? [];
  const uid = await uidOf(email);
  const profile = await storedDocument(`users/${uid}`);
  expect(objectPath).toMatch(new RegExp(`^profile_pictures/${uid}/[^/]+$`));
  expect(object?.contentType).toMatch(/^image\//);
  expect(profile).toMatchObject({ username: 'Kavya Iyer', email });
  expect(String(profile?.profilePicture)).toMatch(
    /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/demo-apex\.appspot\.com\/o\//,
  );

  // A reload reads the profile back from Firestore and the picture from Storage, under the CSP.
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByText('Kavya Iyer')).toBeVisible();
  const picture = main.getByRole('img');
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page, '/edit-profile with a saved picture, Firebase build');

  // The site's navigation shows the same picture.
  await main.getByRole('link', { name: /back to home/i }).click();
  await expect(page).toHaveURL(routes.home.getHref());
  await expect
    .poll(() => avatarFace(avatarButton(page)))
    .toMatch(/^picture:https:\/\/firebasestorage\.googleapis\.com\//);

  await logOut(page);
  // Signed out, the page is no longer the user's: /edit-profile sends the visitor to log in.
  await open(page, routes.editProfile.getHref());
  await expect(page).toHaveURL(new RegExp(`${routes.login.getHref()}`));
});
