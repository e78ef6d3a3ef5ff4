import { messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import {
  logOut,
  STRONG_PASSWORD,
  signUpAndGoHome,
  submitLogin,
  uniqueEmail,
} from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open, waitForHydration } from '../support/page.ts';
import { ADMIN, DOCUMENTS, routeToEmulators } from './emulators.ts';
import {
  AUTH_EMULATOR_ORIGIN,
  EMULATOR_HUB_ORIGIN,
  FIREBASE_PROJECT_ID,
  FUNCTIONS_EMULATOR_ORIGIN,
  FUNCTIONS_REGION,
} from './site.ts';

/**
 * Issue 30 on the production Firebase build against the real emulators: the footer list's double
 * opt-in through the `subscribe`, `confirmSubscription` and `unsubscribe` callables and the mail
 * document the server writes (read here as a mailbox would), the RFC 8058 one-click endpoint, and
 * a change of the sign-in address through the link the Auth emulator holds, and a shared device
 * where sign-out leaves no registration draft.
 */

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await expect
    .poll(
      async () => {
        const listed = await fetch(`${EMULATOR_HUB_ORIGIN}/emulators`).catch(() => null);
        return listed?.ok ? Object.keys((await listed.json()) as object).sort() : [];
      },
      { timeout: 100_000 },
    )
    .toEqual(expect.arrayContaining(['auth', 'firestore', 'functions']));
});

interface ListMail {
  readonly text: string;
  readonly listUnsubscribe: string;
}

/** Every list mail the server queued to `to`, oldest first, as the `mail` documents hold them. */
async function listMailsTo(to: string): Promise<ListMail[]> {
  const listed = await fetch(`${DOCUMENTS}/mail?pageSize=500`, { headers: ADMIN });
  interface MailDocument {
    createTime?: string;
    fields?: {
      to?: { stringValue?: string };
      kind?: { stringValue?: string };
      message?: {
        mapValue?: {
          fields?: {
            text?: { stringValue?: string };
            headers?: { mapValue?: { fields?: Record<string, { stringValue?: string }> } };
          };
        };
      };
    };
  }
  const { documents = [] } = (await listed.json()) as { documents?: MailDocument[] };
  return documents
    .filter(
      (document) =>
        document.fields?.to?.stringValue === to &&
        document.fields.kind?.stringValue === 'subscription-confirm',
    )
    .sort((a, b) => (a.createTime ?? '').localeCompare(b.createTime ?? ''))
    .map((document) => {
      const message = document.fields?.message?.mapValue?.fields;
      return {
        text: message?.text?.stringValue ?? '',
        listUnsubscribe:
          message?.headers?.mapValue?.fields?.['List-Unsubscribe']?.stringValue ?? '',
      };
    });
}

/** The link of the mail's text to `pagePath` (`subscribe/confirm` or `unsubscribe`), as a path. */
function linkIn(mail: ListMail, pagePath: string): string {
  const found = new RegExp(`https?://[^\\s]+/${pagePath}\\?token=[\\w%-]+`).exec(mail.text)?.[0];
  expect(found, `a ${pagePath} link in the mail`).toBeDefined();
  const url = new URL(found ?? 'http://x.invalid');
  return `${url.pathname}${url.search}`;
}

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) subscribe, confirm from the mail, then leave from the mail's link`, async ({
    page,
  }) => {
    const text = messagesFor(locale);
    const address = uniqueEmail(`list-${locale}`);
    await routeToEmulators(page);
    await open(page, localizedHref(routes.home.getHref(), locale));
    const form = page
      .getByRole('contentinfo')
      .getByRole('form', { name: text.subscribeForm.newsletterForm });
    const email = form.getByRole('textbox', { name: text.subscribeForm.newsletterField });
    const answer = text.subscribe.subscribed({ email: address });

    await email.fill(address);
    await form.getByRole('button', { name: text.subscribeForm.newsletterButton }).click();
    // The first call wakes the functions: more time than the suite's usual 7 s.
    await expect(form.getByRole('status')).toHaveText(answer, { timeout: 30_000 });
    await expect.poll(() => listMailsTo(address), { timeout: 20_000 }).toHaveLength(1);

    // A repeat looks exactly like the first, and mails nothing more.
    await email.fill(address);
    await form.getByRole('button', { name: text.subscribeForm.newsletterButton }).click();
    await expect(form.getByRole('status')).toHaveText(answer, { timeout: 30_000 });
    const [mail] = await listMailsTo(address);
    if (mail === undefined) throw new Error(`no list mail to ${address}`);
    expect(await listMailsTo(address)).toHaveLength(1);
    expect(mail.text).toContain(text.subscriptionMail.asked.newsletter);
    // RFC 8058: the one-click address is the site's /list-unsubscribe (Hosting -> the function).
    expect(mail.listUnsubscribe).toMatch(/^<https?:\/\/[^>]+\/list-unsubscribe\?token=[\w%-]+>/);

    const confirmPath = linkIn(mail, 'subscribe/confirm');
    expect(confirmPath.startsWith(localizedHref(routes.subscribeConfirm.getHref(), locale))).toBe(
      true,
    );
    await open(page, confirmPath);
    await expect(
      page.getByRole('heading', { level: 1, name: text.subscriptionPages.confirmTitle }),
    ).toBeVisible();
    await expect(page.getByText(text.subscriptionPages.confirmed.newsletter)).toBeFocused({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, `the confirmed subscription (${locale})`);

    await open(page, linkIn(mail, 'unsubscribe'));
    await expect(page.getByText(text.subscriptionPages.unsubscribed.newsletter)).toBeFocused({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, `the list left (${locale})`);
  });
}

test("a mail program's one-click POST (RFC 8058) takes the address off without a page", async ({
  page,
}) => {
  const text = messagesFor('en');
  const address = uniqueEmail('one-click');
  await routeToEmulators(page);
  await open(page, routes.home.getHref());
  const form = page
    .getByRole('contentinfo')
    .getByRole('form', { name: text.subscribeForm.newsletterForm });
  await form.getByRole('textbox', { name: text.subscribeForm.newsletterField }).fill(address);
  await form.getByRole('button', { name: text.subscribeForm.newsletterButton }).click();
  await expect.poll(() => listMailsTo(address), { timeout: 30_000 }).toHaveLength(1);
  const [mail] = await listMailsTo(address);
  const oneClick = new URL(/<(https?:[^>]+)>/.exec(mail?.listUnsubscribe ?? '')?.[1] ?? '');

  // What Hosting's rewrite of /list-unsubscribe reaches: the function, as a mail program posts.
  const posted = await fetch(
    `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/oneClickUnsubscribe${oneClick.search}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    },
  );
  expect(posted.status).toBe(200);
  // A GET (a person, or a scanner fetching the link) only leads to the page.
  const fetched = await fetch(
    `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/oneClickUnsubscribe${oneClick.search}`,
    { redirect: 'manual' },
  );
  expect(fetched.status).toBe(303);
  expect(new URL(fetched.headers.get('location') ?? '').pathname).toBe(
    routes.unsubscribe.getHref(),
  );
});

/** Follows the change-of-address link the Auth emulator holds for `newEmail`. */
async function followEmailChangeLink(newEmail: string): Promise<void> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const listed = await fetch(
          `${AUTH_EMULATOR_ORIGIN}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
        );
        const { oobCodes } = (await listed.json()) as {
          oobCodes: { email?: string; newEmail?: string; requestType: string; oobCode: string }[];
        };
        code = oobCodes.find(
          (entry) =>
            entry.requestType === 'VERIFY_AND_CHANGE_EMAIL' &&
            (entry.newEmail === newEmail || entry.email === newEmail),
        )?.oobCode;
        return code;
      },
      { message: `a change-of-address link for ${newEmail}`, timeout: 20_000 },
    )
    .toBeDefined();
  const applied = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: code }),
    },
  );
  expect(applied.ok, 'the emulator applied the change-of-address code').toBe(true);
}

test('the sign-in address changes only through the link mailed to the new one', async ({
  page,
}) => {
  const words = messagesFor('en');
  const text = words.emailChange;
  const account = { username: 'Lists', email: uniqueEmail('mover'), password: STRONG_PASSWORD };
  const newEmail = uniqueEmail('moved');
  await signUpAndGoHome(page, account);
  await open(page, routes.editProfile.getHref());
  await waitForHydration(page);
  const section = page.getByRole('region', { name: text.heading });

  await section.getByRole('button', { name: text.open }).click();
  await section.getByLabel(text.newEmail).fill(newEmail);
  await section.getByLabel('Password', { exact: true }).fill(account.password);
  await section.getByRole('button', { name: text.submit }).click();
  await expect(
    section.getByText(text.sent({ email: newEmail, current: account.email })),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'the change-of-email form, link sent (Firebase)');

  await followEmailChangeLink(newEmail);

  // Firebase ends the old address's sessions; log in afresh, as on another device.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
        request.onsuccess = request.onerror = request.onblocked = () => resolve(undefined);
      }),
  );
  await open(page, routes.login.getHref());
  await submitLogin(page, newEmail, account.password);
  await expect(page.getByText(words.success.login)).toBeVisible({ timeout: 20_000 });
});

test('signing out leaves no registration draft behind for the next person in the tab', async ({
  page,
}) => {
  const words = messagesFor('en');
  await page.clock.setFixedTime(new Date('2024-09-15T12:00:00+05:30'));
  const account = { username: 'Cafe', email: uniqueEmail('cafe'), password: STRONG_PASSWORD };
  await signUpAndGoHome(page, account);
  await open(page, routes.examRegistration.getHref());
  const name = page
    .getByRole('main')
    .getByRole('textbox', { name: words.registration.candidateName });
  await name.fill('Meera Iyer');
  // The draft is kept in localStorage until saved (issue 39); both stores are read.
  const kept = () =>
    page.evaluate(() =>
      JSON.stringify([...Object.values(localStorage), ...Object.values(sessionStorage)]),
    );
  await expect.poll(kept).toContain('Meera Iyer');

  await logOut(page);

  expect(await kept()).not.toContain('Meera Iyer');
  await open(page, routes.examRegistration.getHref());
  await expect(name).toHaveValue('');
  expect(await kept()).not.toContain('Meera Iyer');
});
