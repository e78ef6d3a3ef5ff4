import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { routes } from '../../src/routes/paths.ts';
import { revealNavAccount } from './nav.ts';
import { open } from './page.ts';
import { solidPng } from './png.ts';
import { expect } from './test.ts';

const words = messagesFor('en');

/** Meets all five criteria of the checklist. */
export const STRONG_PASSWORD = 'Apex@2024x';

let counter = 0;
/** An address no other test in this run uses (each test also has its own storage). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/** The /register form's controls, found by their visible labels and roles. */
export function registerForm(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { level: 1 }),
    username: main.getByLabel(/^username/i),
    email: main.getByRole('textbox', { name: /^email/i }),
    // Exact names: "Password requirements" (the checklist) and "Show password" are labels too.
    password: main.getByLabel('Password', { exact: true }),
    confirmPassword: main.getByLabel(/^confirm password$/i),
    picture: main.getByLabel(/^profile picture/i),
    checklist: main.getByRole('list', { name: /password/i }),
    error: main.getByRole('alert'),
    status: main.getByRole('status'),
    submit: (name: string | RegExp) => main.getByRole('button', { name, exact: true }),
    /** A mode switch ("Sign Up", "Login", "Forgot Password?", "Back to Login"): link or button. */
    modeSwitch: (name: string | RegExp) =>
      main
        .getByRole('button', { name, exact: true })
        .or(main.getByRole('link', { name, exact: true })),
  };
}

export interface NewAccount {
  username: string;
  email: string;
  password: string;
}

/** Opens Sign Up mode and submits the form; the caller checks the outcome. */
export async function submitSignUp(page: Page, account: NewAccount): Promise<void> {
  await open(page, routes.register.getHref('signup'));
  const form = registerForm(page);
  await expect(form.heading).toHaveText(/sign up/i);
  await form.username.fill(account.username);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.confirmPassword.fill(account.password);
  // An adult, as the parents these specs play (issue 38: sign-up asks).
  await page.getByRole('main').getByRole('radio', { name: words.accountAge.adult }).check();
  await form.submit('Sign Up').click();
}

/** Fills and submits the Login form of whatever login page is open. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = registerForm(page);
  await expect(form.heading).toHaveText(/login/i);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit('Login').click();
}

/** Creates an account through the UI and waits until the site has taken the visitor home. */
export async function signUpAndGoHome(page: Page, account: NewAccount): Promise<void> {
  await submitSignUp(page, account);
  // A new account is logged in and offered its next steps in place of the form (no timed jump).
  await expect(page.getByText(words.success.accountCreated)).toBeVisible();
  await expect(page.getByRole('region', { name: words.account.nextStepsHeading })).toBeVisible();
  await page.goto(routes.home.getHref());
}

/** The signed-in avatar button of the navigation bar that is showing. */
export function avatarButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /account menu/i });
}

/** The SignUp link of the navigation bar that is showing. */
export function signUpLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: 'SignUp', exact: true });
}

/**
 * What the avatar shows: `letter:X` for a letter (the grey circle, or the placeholder image made
 * from the email's first letter), `picture:<src>` for a real picture, `loading` until it loads.
 */
export function avatarFace(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    const image = element.querySelector('img');
    if (image === null) return `letter:${element.textContent?.trim() ?? ''}`;
    if (!image.complete || image.naturalWidth === 0) return 'loading';
    const placeholder = 'data:image/svg+xml,';
    if (image.src.startsWith(placeholder)) {
      const svg = decodeURIComponent(image.src.slice(placeholder.length));
      const letter = new DOMParser()
        .parseFromString(svg, 'image/svg+xml')
        .querySelector('text')
        ?.textContent?.trim();
      return `letter:${letter ?? ''}`;
    }
    return `picture:${image.src}`;
  });
}

/** Logs out from the avatar menu and waits until the navigation offers SignUp again. */
export async function logOut(page: Page): Promise<void> {
  await revealNavAccount(page);
  await avatarButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(signUpLink(page)).toBeVisible();
}

export interface ProfileEdit {
  /** The username the form starts with, and the one to save. */
  from: string;
  to: string;
  /** A PNG of one flat colour, made in the test (support/png.ts). */
  picture: { name: string; rgb: [number, number, number] };
}

/** On /edit-profile: opens the form, checks and changes the username, picks a picture, saves. */
export async function saveProfileEdit(page: Page, edit: ProfileEdit): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit Profile' }).click();
  const username = main.getByLabel(/^username/i);
  await expect(username).toHaveValue(edit.from);
  await username.fill(edit.to);
  await main.getByLabel(/^profile picture$/i).setInputFiles({
    name: edit.picture.name,
    mimeType: 'image/png',
    buffer: solidPng(96, 96, edit.picture.rgb),
  });
  await main.getByRole('button', { name: 'Save Changes' }).click();
}

/** A seeded account of the memory backend, with a profile document. */
export const DEMO_ACCOUNT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.profile !== undefined);
  if (account === undefined) throw new Error('the memory backend seeds no account with a profile');
  return account;
})();

/** Logs in as the demo account from /login and waits until the site has taken the visitor home. */
export async function logInAsDemo(page: Page): Promise<void> {
  await open(page, routes.login.getHref());
  await submitLogin(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page.getByText(words.success.login)).toBeVisible();
  await page.waitForURL(routes.home.getHref());
  await revealNavAccount(page);
  await expect(avatarButton(page)).toBeVisible();
}

/**
 * Times, inside the page, how long `message` stays on screen before the app navigates away: a
 * frame-by-frame watch, so the measure does not depend on how often the test polls.
 * Call before the action; the returned function resolves once the page has left.
 */
export async function watchRedirectAfter(
  page: Page,
  message: string,
): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const startPath = location.pathname;
    const timing = { shown: 0, left: 0 };
    Object.assign(window, { __redirectTiming: timing });
    const tick = () => {
      const now = performance.now();
      if (!timing.shown && document.body.textContent?.includes(text)) timing.shown = now;
      if (timing.shown && location.pathname !== startPath) timing.left = now;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, message);
  return async () => {
    const handle = await page.waitForFunction(() => {
      const { __redirectTiming: timing } = window as {
        __redirectTiming?: { shown: number; left: number };
      };
      return timing && timing.left > 0 ? timing.left - timing.shown : undefined;
    });
    return Number(await handle.jsonValue());
  };
}

/** An HTML page named `photo.png`: its type says image, its bytes are not one. */
export const HTML_NAMED_LIKE_A_PICTURE = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
};

/**
 * On /edit-profile: opens the form, types a new username, chooses a file that is not a picture,
 * saves, and waits for the refusal in the dictionary's words. Returns the username field.
 */
export async function saveWithHostilePicture(page: Page, username: string): Promise<Locator> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit Profile' }).click();
  const field = main.getByLabel(/^username/i);
  await field.fill(username);
  await main.getByLabel(/^profile picture$/i).setInputFiles(HTML_NAMED_LIKE_A_PICTURE);
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(main.getByRole('alert')).toHaveText(words.validation.pictureUnreadable);
  return field;
}
