import { messagesFor } from '@apex/core';
import { configure, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../backend/BackendContext.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { serveKeySet } from '../testing/credentialFixture.ts';
import { registeredFamily } from '../testing/resultFixture.ts';
import { Certificate } from './CertificatePage.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

describe('the certificate page', () => {
  it("puts the page's own address, in its language, in the QR code", async () => {
    const keySet = serveKeySet();
    const family = await registeredFamily({ scorePercent: 90 });
    await family.backend.auth.signOut();
    const id = family.certificateId ?? '';
    const text = messagesFor('hi').certificate;

    render(
      <LocaleContext value="hi">
        <BackendProvider handle={backendHandleOf(family.backend)}>
          <Certificate id={id} />
        </BackendProvider>
      </LocaleContext>,
    );

    const qr = await screen.findByRole('img', { name: text.qrLabel });
    expect(qr).toHaveAttribute('data-qr-value', `${window.location.origin}/hi/certificate/${id}`);
    // The signature is checked against the key set this very site publishes.
    expect(await screen.findByText(messagesFor('hi').credential.valid)).toBeVisible();
    expect(keySet).toHaveBeenCalledWith(`${window.location.origin}/.well-known/jwks.json`, {
      cache: 'no-cache',
    });
  });
});
