import type { MemoryBackend } from '@apex/auth-memory';
import { EDITION_2024, type Locale, messagesFor } from '@apex/core';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/BackendContext.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { axeViolations } from '../../testing/guardianFixture.ts';
import { registeredFamily } from '../../testing/resultFixture.ts';
import { TEST_EMAIL } from '../../testing/testAccounts.ts';
import { ResultPanel } from './ResultPanel.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

function renderPanel(backend: MemoryBackend, uid: string, locale: Locale = 'en') {
  return render(
    <LocaleContext value={locale}>
      <BackendProvider handle={backendHandleOf(backend)}>
        <ResultPanel uid={uid} edition={EDITION_2024} guardianEmail={TEST_EMAIL} />
      </BackendProvider>
    </LocaleContext>,
  );
}

describe('the result on the registration page', () => {
  it('says when results are expected, and where they are mailed, before they are published', async () => {
    const { backend, user } = await registeredFamily();
    const text = messagesFor('en').results;

    renderPanel(backend, user.uid);

    expect(
      await screen.findByText(text.expected({ date: '1st November 2024', email: TEST_EMAIL })),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: text.heading })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the score, the percentile, the prize and what happens next, and the certificate', async () => {
    const { backend, user, certificateId } = await registeredFamily({ scorePercent: 96.5 });
    const text = messagesFor('en').results;

    renderPanel(backend, user.uid);

    expect(await screen.findByText('96.5%')).toBeVisible();
    // The family is the grade's only candidate: said in words, never "percentile 0".
    expect(screen.getByText(text.onlyFigure)).toBeVisible();
    expect(screen.getByText(text.onlyText({ grade: '8th Grade' }))).toBeVisible();
    expect(screen.queryByText(text.percentile({ grade: '8th Grade' }))).not.toBeInTheDocument();
    expect(screen.getByText('Prize')).toBeVisible();
    expect(screen.getByRole('heading', { name: text.prizeHeading })).toBeVisible();
    expect(screen.getByText(text.prizeText({ email: TEST_EMAIL }))).toBeVisible();
    expect(screen.getByRole('link', { name: text.certificateLink })).toHaveAttribute(
      'href',
      `/certificate/${certificateId}`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('gives the percentile in a grade of ten or more, and calls the top scorer the top', async () => {
    const classmates = [10, 20, 30, 40, 50, 60, 70, 80, 90];
    const text = messagesFor('en').results;
    const middle = await registeredFamily({ scorePercent: 55, classmates });
    const view = renderPanel(middle.backend, middle.user.uid);
    expect(await screen.findByText('55%')).toBeVisible();
    expect(screen.getByText(text.percentile({ grade: '8th Grade' }))).toBeVisible();
    expect(
      screen.getByText(text.percentileText({ grade: '8th Grade', percentile: '50' })),
    ).toBeVisible();
    view.unmount();

    const top = await registeredFamily({ scorePercent: 99, classmates });
    renderPanel(top.backend, top.user.uid);
    expect(await screen.findByText(text.topText({ grade: '8th Grade' }))).toBeVisible();
    expect(screen.getByText(text.topFigure)).toBeVisible();
    expect(screen.queryByText(/higher than/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('promises no gift below the prize, and names the achievement', async () => {
    const { backend, user } = await registeredFamily({ scorePercent: 80 });
    const text = messagesFor('en').results;

    renderPanel(backend, user.uid);

    expect(await screen.findByText('Merit')).toBeVisible();
    expect(screen.queryByRole('heading', { name: text.prizeHeading })).not.toBeInTheDocument();
  });

  it('withdraws the certificate after asking, and then says so', async () => {
    const { backend, user, certificateId } = await registeredFamily({ scorePercent: 60 });
    const text = messagesFor('en').results;
    const person = userEvent.setup();
    renderPanel(backend, user.uid);

    await person.click(await screen.findByRole('button', { name: text.withdraw }));
    expect(screen.getByText(text.withdrawQuestion)).toHaveFocus();
    await person.click(screen.getByRole('button', { name: text.withdrawConfirm }));

    const said = await screen.findByText(text.certificateWithdrawn);
    expect(said.closest('[aria-live]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: text.certificateLink })).not.toBeInTheDocument();
    expect((await backend.certificates.read(certificateId ?? ''))?.withdrawnAt).toBeInstanceOf(
      Date,
    );
  });

  it('keeps the certificate when the guardian thinks again', async () => {
    const { backend, user } = await registeredFamily({ scorePercent: 60 });
    const text = messagesFor('en').results;
    const person = userEvent.setup();
    renderPanel(backend, user.uid);

    await person.click(await screen.findByRole('button', { name: text.withdraw }));
    await person.click(screen.getByRole('button', { name: text.withdrawKeep }));

    expect(screen.getByRole('button', { name: text.withdraw })).toHaveFocus();
    expect(screen.getByRole('link', { name: text.certificateLink })).toBeVisible();
  });

  it('says so when the result cannot be loaded, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, user } = await registeredFamily({ scorePercent: 70 });
    backend.controls.failNext('results.read', 'unknown');
    const text = messagesFor('en').results;
    const person = userEvent.setup();
    renderPanel(backend, user.uid);

    expect(await screen.findByRole('alert')).toHaveTextContent(text.loadFailed);
    await person.click(screen.getByRole('button', { name: text.tryAgain }));

    expect(await screen.findByText('70%')).toBeVisible();
  });

  it('is in Hindi on a Hindi page', async () => {
    const { backend, user } = await registeredFamily({ scorePercent: 96.5 });
    const text = messagesFor('hi').results;

    renderPanel(backend, user.uid, 'hi');

    const region = await screen.findByRole('region', { name: text.heading });
    expect(await within(region).findByText('96.5 प्रतिशत')).toBeVisible();
    expect(within(region).getByText(text.onlyText({ grade: 'कक्षा 8' }))).toBeVisible();
    expect(
      within(region).getByRole('link', { name: text.certificateLink }).getAttribute('href'),
    ).toMatch(/^\/hi\/certificate\//);
    expect(await axeViolations()).toEqual([]);
  });
});
