import { isStanding, type StandingCertificate } from '@apex/auth-port';
import { type Locale, messagesFor } from '@apex/core';
import { configure, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { serveKeySet, withOneCharacterChanged } from '../../testing/credentialFixture.ts';
import { axeViolations } from '../../testing/guardianFixture.ts';
import { GRADE_8_DETAILS } from '../../testing/registrationForm.ts';
import { registeredFamily } from '../../testing/resultFixture.ts';
import { CredentialStatus } from './CredentialStatus.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const KEY_SET_URL = 'https://apex.example/.well-known/jwks.json';

/** The backend of the latest published certificate: it serves the status lists. */
let latest: Awaited<ReturnType<typeof registeredFamily>> | undefined;

/** A published certificate as anyone reads it, with its signed credential. */
async function publishedCertificate(scorePercent = 97): Promise<StandingCertificate> {
  latest = await registeredFamily({ scorePercent });
  const certificate = await latest.backend.certificates.read(latest.certificateId ?? '');
  if (!isStanding(certificate) || certificate.credential === undefined) {
    throw new Error('no credential was issued');
  }
  return certificate;
}

/** The backend's status lists, as the page reads them (`certificates.statusList`). */
const fromBackend = (url: string) => {
  if (latest === undefined) throw new Error('nothing published');
  return latest.backend.certificates.statusList(url);
};

function renderStatus(
  certificate: StandingCertificate,
  locale: Locale = 'en',
  readStatusList: (url: string) => Promise<string> = fromBackend,
) {
  return render(
    <LocaleContext value={locale}>
      <main>
        <CredentialStatus
          certificate={certificate}
          keySetUrl={KEY_SET_URL}
          readStatusList={readStatusList}
        />
      </main>
    </LocaleContext>,
  );
}

describe("the certificate's digital signature, checked in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads valid, issued by and on, against the published key, and offers the files', async () => {
    const fetch = serveKeySet();
    const certificate = await publishedCertificate();
    const text = messagesFor('en').credential;

    renderStatus(certificate);

    const section = await screen.findByRole('region', { name: text.heading });
    expect(await within(section).findByText(text.valid)).toBeVisible();
    expect(fetch).toHaveBeenCalledWith(KEY_SET_URL, { cache: 'no-cache' });
    expect(
      within(section).getByText(text.issuedBy({ issuer: certificate.organiserName })),
    ).toBeVisible();
    expect(within(section).getByText(text.issuedOn({ date: '15th September 2024' }))).toBeVisible();
    const signed = within(section).getByRole('link', {
      name: text.downloadSigned({ file: '.jwt' }),
    });
    expect(signed).toHaveAttribute('download', `apex-certificate-${certificate.id}.jwt`);
    expect(decodeURIComponent(signed.getAttribute('href') ?? '')).toContain(certificate.credential);
    const contents = within(section).getByRole('link', {
      name: text.downloadContents({ file: '.json' }),
    });
    expect(decodeURIComponent(contents.getAttribute('href') ?? '')).toContain(
      '"OpenBadgeCredential"',
    );
    expect(within(section).getByText(text.copyNotCredential({ signed: '.jwt' }))).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads not valid once one character of the credential is changed, and offers nothing', async () => {
    serveKeySet();
    const certificate = await publishedCertificate();
    const name = GRADE_8_DETAILS.candidateName;
    const changed = `${name.slice(0, -1)}${name.endsWith('a') ? 'b' : 'a'}`;
    const text = messagesFor('en').credential;

    renderStatus({
      ...certificate,
      credential: withOneCharacterChanged(certificate.credential ?? '', name, changed),
    });

    expect(await screen.findByText(text.notValid)).toBeVisible();
    expect(
      screen.getByText(text.notValidText({ issuer: certificate.organiserName })),
    ).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads not valid when the key is not the site's", async () => {
    serveKeySet({ keys: [] });
    const certificate = await publishedCertificate();

    renderStatus(certificate);

    expect(await screen.findByText(messagesFor('en').credential.notValid)).toBeVisible();
  });

  it('says it cannot check where the browser has no Web Crypto, never "not valid"', async () => {
    serveKeySet();
    const certificate = await publishedCertificate();
    const text = messagesFor('en').credential;
    vi.stubGlobal('crypto', {});

    renderStatus(certificate);

    expect(await screen.findByText(text.unsupported)).toBeVisible();
    expect(screen.getByText(text.unsupportedText)).toBeVisible();
    expect(screen.queryByText(text.notValid)).not.toBeInTheDocument();
  });

  it('says when the key cannot be fetched', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const certificate = await publishedCertificate();

    renderStatus(certificate);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      messagesFor('en').credential.checkFailed,
    );
  });

  it('reads cancelled, and offers no file, once the status list has its bit set (issue 38)', async () => {
    serveKeySet();
    const certificate = await publishedCertificate();
    const text = messagesFor('en').credential;
    // The family withdraws it while this page is open: the list now has the credential's bit.
    await latest?.backend.certificates.withdraw(latest.user.uid, '2024');

    renderStatus(certificate);

    const section = await screen.findByRole('region', { name: text.heading });
    expect(await within(section).findByText(text.revoked)).toBeVisible();
    expect(
      within(section).getByText(text.revokedText({ issuer: certificate.organiserName })),
    ).toBeVisible();
    expect(within(section).queryByText(text.valid)).not.toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('reads valid, saying its status could not be checked, when the list does not come', async () => {
    serveKeySet();
    const certificate = await publishedCertificate();
    const text = messagesFor('en').credential;

    renderStatus(certificate, 'en', () => Promise.reject(new Error('offline')));

    expect(await screen.findByText(text.valid)).toBeVisible();
    expect(
      screen.getByText(text.statusUnknown({ issuer: certificate.organiserName })),
    ).toBeVisible();
  });

  it('is in Hindi on a Hindi page, axe clean', async () => {
    serveKeySet();
    const certificate = await publishedCertificate();
    const text = messagesFor('hi').credential;

    renderStatus(certificate, 'hi');

    expect(await screen.findByText(text.valid)).toBeVisible();
    expect(screen.getByRole('region', { name: text.heading })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
