import { isStanding } from '@apex/auth-port';
import { type Locale, messagesFor } from '@apex/core';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { serveKeySet, withOneCharacterChanged } from '../../testing/credentialFixture.ts';
import { axeViolations } from '../../testing/guardianFixture.ts';
import { GRADE_8_DETAILS } from '../../testing/registrationForm.ts';
import { registeredFamily } from '../../testing/resultFixture.ts';
import { CredentialFileCheck } from './CredentialFileCheck.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const KEY_SET_URL = 'https://apex.example/.well-known/jwks.json';

/** A published certificate's signed file, and the family's backend (which serves the lists). */
async function downloadedFile() {
  const family = await registeredFamily({ scorePercent: 88 });
  const certificate = await family.backend.certificates.read(family.certificateId ?? '');
  if (!isStanding(certificate) || certificate.credential === undefined) {
    throw new Error('no credential was issued');
  }
  return { ...family, certificate, jwt: certificate.credential };
}

function renderCheck(
  certificateId: string,
  readStatusList: (url: string) => Promise<string>,
  locale: Locale = 'en',
) {
  const user = userEvent.setup();
  render(
    <LocaleContext value={locale}>
      <main>
        <CredentialFileCheck
          certificateId={certificateId}
          keySetUrl={KEY_SET_URL}
          readStatusList={readStatusList}
        />
      </main>
    </LocaleContext>,
  );
  const text = messagesFor(locale).credential;
  const section = screen.getByRole('region', { name: text.fileHeading });
  const choose = (content: string) => {
    const file = new File([content], 'apex-certificate.jwt', { type: 'application/jwt' });
    // The test DOM's File has no text(), which every browser the site supports has.
    Object.defineProperty(file, 'text', { value: async () => content });
    return user.upload(within(section).getByLabelText(text.fileLabel({ file: '.jwt' })), file);
  };
  return { section, choose, text };
}

describe("checking a signed file on a cancelled certificate's page (issue 38)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads the file as cancelled once the certificate is withdrawn, naming no one, axe clean', async () => {
    serveKeySet();
    const { backend, user, certificate, jwt } = await downloadedFile();
    await backend.certificates.withdraw(user.uid, '2024');
    const { section, choose, text } = renderCheck(certificate.id, (url) =>
      backend.certificates.statusList(url),
    );

    await choose(jwt);

    expect(await within(section).findByText(text.revoked)).toBeVisible();
    expect(
      within(section).getByText(text.fileRevoked({ issuer: certificate.organiserName })),
    ).toBeVisible();
    expect(section).not.toHaveTextContent(GRADE_8_DETAILS.candidateName);
    expect(await axeViolations()).toEqual([]);
  });

  it('reads a file still standing as signed and not cancelled', async () => {
    serveKeySet();
    const { backend, certificate, jwt } = await downloadedFile();
    const read = (url: string) => backend.certificates.statusList(url);

    const standing = renderCheck(certificate.id, read);
    await standing.choose(jwt);
    expect(
      await within(standing.section).findByText(
        standing.text.fileActive({ issuer: certificate.organiserName }),
      ),
    ).toBeVisible();
  });

  it('reads a genuine file of another certificate as another', async () => {
    serveKeySet();
    const { backend, jwt } = await downloadedFile();
    const read = (url: string) => backend.certificates.statusList(url);
    const other = renderCheck('AAAAAAAAAAAAAAAAAAAAAA', read);

    await other.choose(jwt);

    expect(await within(other.section).findByText(other.text.fileOther)).toBeVisible();
  });

  it('reads a changed file as not valid, in Hindi', async () => {
    serveKeySet();
    const { backend, certificate, jwt } = await downloadedFile();
    const name = GRADE_8_DETAILS.candidateName;
    const changed = `${name.slice(0, -1)}${name.endsWith('a') ? 'b' : 'a'}`;
    const hindi = renderCheck(certificate.id, (url) => backend.certificates.statusList(url), 'hi');

    await hindi.choose(withOneCharacterChanged(jwt, name, changed));

    expect(await within(hindi.section).findByText(hindi.text.notValid)).toBeVisible();
    expect(within(hindi.section).getByText(hindi.text.fileInvalid)).toBeVisible();
  });

  it('says when the status list cannot be fetched, with an alert', async () => {
    serveKeySet();
    const { certificate, jwt } = await downloadedFile();
    const { section, choose, text } = renderCheck(certificate.id, () =>
      Promise.reject(new Error('offline')),
    );

    await choose(jwt);

    expect(await within(section).findByRole('alert')).toHaveTextContent(text.fileFailed);
  });
});
