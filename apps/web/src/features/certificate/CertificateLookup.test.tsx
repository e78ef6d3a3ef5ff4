import type { MemoryBackend } from '@apex/auth-memory';
import { type Locale, messagesFor } from '@apex/core';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/BackendContext.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import { ORGANISER } from '../../config/organiser.ts';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { serveKeySet } from '../../testing/credentialFixture.ts';
import { axeViolations } from '../../testing/guardianFixture.ts';
import { GRADE_8_DETAILS } from '../../testing/registrationForm.ts';
import { registeredFamily } from '../../testing/resultFixture.ts';
import { TEST_EMAIL } from '../../testing/testAccounts.ts';
import { CertificateLookup } from './CertificateLookup.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const ADDRESS = 'https://apex.example/certificate/some-id';

function renderLookup(backend: MemoryBackend, id: string, locale: Locale = 'en') {
  return render(
    <LocaleContext value={locale}>
      <BackendProvider handle={backendHandleOf(backend)}>
        <MemoryRouter>
          <main>
            <CertificateLookup id={id} address={ADDRESS} />
          </main>
        </MemoryRouter>
      </BackendProvider>
    </LocaleContext>,
  );
}

/** A published certificate, read by a visitor who is not signed in. */
async function publicCertificate(options: {
  scorePercent: number;
  showSchoolOnCertificate?: boolean;
}) {
  const family = await registeredFamily(options);
  await family.backend.auth.signOut();
  return { ...family, id: family.certificateId ?? '' };
}

describe('/certificate/:id, checked by anyone', () => {
  // The page checks the certificate's signature against the site's key set.
  beforeEach(() => {
    serveKeySet();
  });

  it('shows the candidate, grade, edition, achievement, issue day and organiser, with no contact details', async () => {
    const { backend, id } = await publicCertificate({ scorePercent: 97 });
    const text = messagesFor('en').certificate;

    renderLookup(backend, id);

    const certificate = await screen.findByRole('article', {
      name: text.heading({ achievement: 'Prize' }),
    });
    const view = within(certificate);
    expect(view.getByText(GRADE_8_DETAILS.candidateName)).toBeVisible();
    expect(
      view.getByText(text.took({ grade: '8th Grade', editionName: 'October 2024' })),
    ).toBeVisible();
    expect(view.getByText(text.issuedOn({ date: '15th September 2024' }))).toBeVisible();
    expect(view.getByText(text.organiser({ organiser: 'Apex Digital' }))).toBeVisible();
    expect(
      view.getByText(text.recognisedBy({ body: ORGANISER.certificateRecognisedBy })),
    ).toBeVisible();
    expect(certificate).not.toHaveTextContent(TEST_EMAIL);
    expect(certificate).not.toHaveTextContent(GRADE_8_DETAILS.guardianName);
    expect(certificate).not.toHaveTextContent(GRADE_8_DETAILS.schoolName);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText(messagesFor('en').credential.valid)).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it("draws a QR code of the page's own address", async () => {
    const { backend, id } = await publicCertificate({ scorePercent: 50 });
    const text = messagesFor('en').certificate;

    renderLookup(backend, id);

    const qr = await screen.findByRole('img', { name: text.qrLabel });
    const { modules } = create(ADDRESS, { errorCorrectionLevel: 'M' });
    const dark = modules.data.reduce((count, module) => count + module, 0);
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${modules.size + 8} ${modules.size + 8}`);
    expect(screen.getByText(text.verify({ address: ADDRESS }))).toBeVisible();
  });

  it('shows the school only when the guardian agreed', async () => {
    const { backend, id } = await publicCertificate({
      scorePercent: 80,
      showSchoolOnCertificate: true,
    });
    const text = messagesFor('en').certificate;

    renderLookup(backend, id);

    expect(
      await screen.findByText(text.school({ school: GRADE_8_DETAILS.schoolName })),
    ).toBeVisible();
  });

  it('says only that a withdrawn certificate is no longer valid: no name, no signature', async () => {
    const family = await registeredFamily({ scorePercent: 80, showSchoolOnCertificate: true });
    await family.backend.certificates.withdraw(family.user.uid, '2024');
    await family.backend.auth.signOut();
    const text = messagesFor('en').certificate;

    const { container } = renderLookup(family.backend, family.certificateId ?? '');

    expect(await screen.findByRole('heading', { name: text.withdrawnHeading })).toBeVisible();
    expect(screen.getByText(text.withdrawnText({ date: '15th September 2024' }))).toBeVisible();
    expect(screen.getByText(text.withdrawnNothingShown)).toBeVisible();
    expect(container).not.toHaveTextContent(GRADE_8_DETAILS.candidateName);
    expect(container).not.toHaveTextContent(GRADE_8_DETAILS.schoolName);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: messagesFor('en').credential.heading }),
    ).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says so in Hindi too', async () => {
    const family = await registeredFamily({ scorePercent: 80 });
    await family.backend.certificates.withdraw(family.user.uid, '2024');
    await family.backend.auth.signOut();
    const text = messagesFor('hi').certificate;

    const { container } = renderLookup(family.backend, family.certificateId ?? '', 'hi');

    expect(await screen.findByRole('heading', { name: text.withdrawnHeading })).toBeVisible();
    expect(screen.getByText(text.withdrawnNothingShown)).toBeVisible();
    expect(container).not.toHaveTextContent(GRADE_8_DETAILS.candidateName);
    expect(await axeViolations()).toEqual([]);
  });

  it('says no certificate has an unknown address', async () => {
    const { backend } = await registeredFamily();
    const text = messagesFor('en').certificate;

    renderLookup(backend, 'AAAAAAAAAAAAAAAAAAAAAA');

    expect(await screen.findByRole('heading', { name: text.notFound })).toBeVisible();
    expect(screen.getByText(text.notFoundText)).toBeVisible();
    // Not a dead end (issue 39): the registration, where the real link is, and the home page.
    expect(screen.getByRole('link', { name: text.notFoundRegistration })).toHaveAttribute(
      'href',
      '/exam-registration',
    );
    expect(screen.getByRole('link', { name: text.notFoundHome })).toHaveAttribute('href', '/');
  });

  it('says when it cannot check, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, id } = await publicCertificate({ scorePercent: 50 });
    backend.controls.failNext('certificates.read', 'certificate/unavailable');
    const text = messagesFor('en').certificate;
    const person = userEvent.setup();
    renderLookup(backend, id);

    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    await person.click(screen.getByRole('button', { name: text.tryAgain }));

    expect(await screen.findByText(GRADE_8_DETAILS.candidateName)).toBeVisible();
  });

  it('prints with the browser', async () => {
    const { backend, id } = await publicCertificate({ scorePercent: 50 });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const person = userEvent.setup();
    renderLookup(backend, id);

    await person.click(
      await screen.findByRole('button', { name: messagesFor('en').certificate.print }),
    );

    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is in Hindi on a Hindi page', async () => {
    const { backend, id } = await publicCertificate({ scorePercent: 97 });
    const text = messagesFor('hi').certificate;

    renderLookup(backend, id, 'hi');

    const certificate = await screen.findByRole('article', {
      name: text.heading({ achievement: 'पुरस्कार' }),
    });
    expect(within(certificate).getByText(text.issuedOn({ date: '15 सितंबर 2024' }))).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
