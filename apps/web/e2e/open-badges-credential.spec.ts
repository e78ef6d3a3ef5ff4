import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { publishOne, registerCandidate } from './support/certificate.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { open } from './support/page.ts';
import { saveScreenshots } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/**
 * Certificates that verify themselves (issue 32) on the memory build, in a real browser: the
 * organiser publishes a result; the certificate page checks the signed credential against the
 * site's /.well-known/jwks.json and reads "Valid"; the downloaded .jwt passes the command
 * (`verify-credential`) against the key set the site publishes; with one character changed, the
 * command rejects the file and the page reads the stored credential as "Not valid"; once the
 * guardian withdraws the certificate, the page says only that it is no longer valid, with no name,
 * and the downloaded file, checked there, reads as cancelled: its status list (issue 38) has its
 * bit set. In English and Hindi; axe in both languages.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const words = messagesFor('en');
const execFileAsync = promisify(execFile);
/** Where the memory build keeps its backend's state (@apex/auth-memory's DEFAULT_STORAGE_KEY). */
const MEMORY_STORAGE_KEY = 'apex.memory-backend';
const COMMAND = fileURLToPath(new URL('../../functions/verifyCredential.mjs', import.meta.url));

const PARENT = demo('parent@example.com');
const ORGANISER = demo('organiser@example.com');

/** Puts `credential` in the certificates the memory "server" keeps in this browser's storage. */
async function storeCredential(page: Page, credential: string) {
  await page.evaluate(
    ([key, value]) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}');
      for (const certificate of Object.values(state.certificates ?? {})) {
        (certificate as { credential?: string }).credential = value;
      }
      localStorage.setItem(key, JSON.stringify(state));
    },
    [MEMORY_STORAGE_KEY, credential] as const,
  );
}

/** Runs the command as a person would on the downloaded file; its exit status and output. */
async function verifyCredentialCommand(file: string, jwks: string) {
  try {
    // --offline: the memory "server" lives in the browser, so nothing serves its status list to a
    // command; the page reads it (below, once withdrawn).
    const { stdout } = await execFileAsync(process.execPath, [
      COMMAND,
      file,
      '--jwks',
      jwks,
      '--offline',
    ]);
    return { status: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { status: failed.code ?? -1, output: failed.stderr ?? '' };
  }
}

test.describe('a certificate as an Open Badges credential', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(REGISTRATION_OPEN);
  });

  test('publish, open, "Valid", download, the command verifies it; withdrawn, the page names no one', async ({
    page,
  }, testInfo) => {
    // Two accounts, a publish, the command three times and five axe scans: long on a busy machine.
    test.slow();
    const text = words.credential;
    await logIn(page, PARENT.email, PARENT.password);
    const number = await registerCandidate(page);
    await logOut(page);
    await logIn(page, ORGANISER.email, ORGANISER.password);
    await publishOne(page, number);
    // Logging out on /organiser leads to the login page; from the home page it stays there.
    await open(page, routes.home.getHref());
    await logOut(page);

    await logIn(page, PARENT.email, PARENT.password);
    await open(page, routes.examRegistration.getHref());
    await saveScreenshots(page, 'results');
    await page.getByRole('link', { name: words.results.certificateLink }).click();
    const signature = page.getByRole('region', { name: text.heading });
    await expect(signature.getByText(text.valid, { exact: true })).toBeVisible();
    await expect(signature).toContainText(text.issuedOn({ date: '15th September 2024' }));
    const certificateUrl = page.url();
    await expectNoAxeViolations(page, 'the certificate, its signature valid');
    await saveScreenshots(page, 'certificate');
    await saveScreenshots(page, 'certificate-print', { print: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      signature.getByRole('link', { name: text.downloadSigned({ file: '.jwt' }) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^apex-certificate-[\w-]{22}\.jwt$/);
    const jwtFile = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(jwtFile);
    // The key set exactly as the site publishes it, saved beside it: the check is then offline.
    const keys = await page.request.get('/.well-known/jwks.json');
    expect(keys.ok()).toBe(true);
    expect(keys.headers()['content-type']).toContain('application/json');
    const jwksFile = testInfo.outputPath('jwks.json');
    await writeFile(jwksFile, await keys.body());

    const verified = await verifyCredentialCommand(jwtFile, jwksFile);
    expect(verified.status).toBe(0);
    expect(verified.output).toContain('valid: Apex exam, October 2024: certificate of');
    expect(verified.output).toContain('awarded to: Meera Iyer');

    const jwt = (await readFile(jwtFile, 'utf8')).trim();
    const [header, payload = '', signed] = jwt.split('.');
    const changed = Buffer.from(payload, 'base64url')
      .toString('utf8')
      .replace('Meera Iyer', 'Meera Iyor');
    const tamperedFile = join(testInfo.outputPath(), 'tampered.jwt');
    await writeFile(
      tamperedFile,
      [header, Buffer.from(changed).toString('base64url'), signed].join('.'),
    );
    const rejected = await verifyCredentialCommand(tamperedFile, jwksFile);
    expect(rejected.status).toBe(1);
    expect(rejected.output).toContain('not valid: the signature does not match');

    // The same one-character change, made to the certificate the memory "server" keeps (in this
    // browser's storage): the page reads it as not valid, and offers no file.
    const tampered = await readFile(tamperedFile, 'utf8');
    await storeCredential(page, tampered);
    await page.reload();
    const checked = page.getByRole('region', { name: text.heading });
    await expect(checked.getByText(text.notValid, { exact: true })).toBeVisible();
    await expect(checked.getByRole('link')).toHaveCount(0);
    await storeCredential(page, jwt);

    await open(page, localizedHref(new URL(certificateUrl).pathname, 'hi'));
    const hindi = messagesFor('hi').credential;
    await expect(
      page.getByRole('region', { name: hindi.heading }).getByText(hindi.valid, { exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the Hindi certificate, its signature valid');
    await saveScreenshots(page, 'hi-certificate');

    await open(page, routes.examRegistration.getHref());
    await page.getByRole('button', { name: words.results.withdraw }).click();
    await page.getByRole('button', { name: words.results.withdrawConfirm }).click();
    await expect(page.getByText(words.results.certificateWithdrawn)).toBeVisible();
    // Issue 38: the page says only that it is no longer valid, naming no one, in both languages.
    for (const locale of ['en', 'hi'] as const) {
      const certificate = messagesFor(locale).certificate;
      const signed = messagesFor(locale).credential;
      await page.goto(localizedHref(new URL(certificateUrl).pathname, locale));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: certificate.withdrawnHeading })).toBeVisible();
      await expect(main.getByText(certificate.withdrawnNothingShown)).toBeVisible();
      await expect(main).not.toContainText('Meera Iyer');
      await expect(main.getByRole('region', { name: signed.heading })).toHaveCount(0);
      // Issue 38: the signed file the family downloaded reads as cancelled (its status list's bit).
      const check = main.getByRole('region', { name: signed.fileHeading });
      await check.getByLabel(signed.fileLabel({ file: '.jwt' })).setInputFiles(jwtFile);
      await expect(check.getByText(signed.revoked, { exact: true })).toBeVisible();
      await expect(main).not.toContainText('Meera Iyer');
      await expectNoAxeViolations(page, `a withdrawn certificate, its file cancelled (${locale})`);
      await saveScreenshots(
        page,
        locale === 'en' ? 'certificate-withdrawn' : 'hi-certificate-withdrawn',
      );
    }
  });
});
