import { consentNotice, describeError, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { awaitingRegistration, axeViolations, GUARDIAN_EMAIL } from '../testing/guardianFixture.ts';
import { GRADE_8_DETAILS } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { TEST_EMAIL } from '../testing/testAccounts.ts';

const words = messagesFor('en');
const text = words.guardianPage;
const DAY_MS = 86_400_000;

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const pageFor = (token: string, prefix = '') =>
  `${prefix}${routes.guardian.path}?token=${encodeURIComponent(token)}`;

describe('/guardian, the page a guardian opens from the mail', () => {
  it('shows who registered whom and what is kept, and confirms: the registration then counts', async () => {
    const { backend, user: account, token } = await awaitingRegistration();
    const { user } = renderApp({ route: pageFor(token), backend });

    const details = await screen.findByRole('region', { name: text.details });
    // The first name and grade only (issue 38): the reader may be a stranger until they confirm.
    expect(within(details).getByText(text.candidateFirstName)).toBeInTheDocument();
    expect(within(details).getByText('आशा')).toBeInTheDocument();
    expect(within(details).getByText('Grade 8')).toBeInTheDocument();
    expect(within(details).getByText(TEST_EMAIL)).toBeInTheDocument();
    expect(within(details).getByText(text.shownOnceConfirmed)).toBeVisible();
    expect(screen.queryByText(GRADE_8_DETAILS.candidateName)).not.toBeInTheDocument();
    expect(screen.queryByText(GRADE_8_DETAILS.schoolName)).not.toBeInTheDocument();
    // What confirming agrees to: the notice in force now (issue 38).
    expect(screen.getByRole('region', { name: text.noticeHeading })).toHaveTextContent(
      consentNotice('en'),
    );
    const kept = screen.getByRole('region', { name: text.keptHeading });
    expect(within(kept).getByText(text.keptHowLong({ date: '25th October 2025' }))).toBeVisible();
    expect(within(kept).getByText(text.expires({ date: '22nd September 2024' }))).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: text.confirm }));

    const outcome = await screen.findByText(text.confirmed);
    expect(outcome).toHaveFocus();
    expect(outcome.closest('[aria-live]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
    // The heading now says what happened, and the page offers a way on (issue 39).
    expect(screen.getByRole('heading', { level: 1, name: text.answeredTitle })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: text.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.home })).toHaveAttribute('href', '/');
    expect(backend.controls.registrations).toMatchObject([
      { uid: account.uid, guardianMethod: 'guardian-email' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('declines: the registration is deleted', async () => {
    const { backend, token } = await awaitingRegistration();
    const { user } = renderApp({ route: pageFor(token), backend });

    await user.click(await screen.findByRole('button', { name: text.decline }));

    expect(await screen.findByText(text.declined)).toHaveFocus();
    expect(backend.controls.registrations).toEqual([]);
  });

  it.each([
    ['used', 'guardian/link-used'],
    ['expired', 'guardian/link-expired'],
    ['unknown', 'guardian/link-unknown'],
  ] as const)('says plainly that a link is %s, offering no buttons', async (kind, code) => {
    const { backend, token } = await awaitingRegistration();
    if (kind === 'used') await backend.guardian.confirm(token);
    // Past the link's seven days, within the grace day before the registration goes (issue 38).
    if (kind === 'expired') backend.controls.advanceClock(7.5 * DAY_MS);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ route: pageFor(kind === 'unknown' ? 'not-a-token' : token), backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(describeError(code, '').message);
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
    expect(screen.queryByText('आशा')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says the request took too long to open and offers Retry, which then shows it', async () => {
    const { backend, token } = await awaitingRegistration();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('guardian.describe', 'guardian/timeout');
    const { user } = renderApp({ route: pageFor(token), backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      describeError('guardian/timeout', '').message,
    );
    await user.click(screen.getByRole('button', { name: words.slowRead.retry }));

    expect(await screen.findByRole('button', { name: text.confirm })).toBeInTheDocument();
  });

  it('asks for the whole link when the address has no token', async () => {
    renderApp({ route: routes.guardian.path });
    expect(await screen.findByText(text.noToken)).toBeInTheDocument();
  });

  it('says a link expired while the page was open, when the answer is sent', async () => {
    const { backend, token } = await awaitingRegistration();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp({ route: pageFor(token), backend });
    const confirm = await screen.findByRole('button', { name: text.confirm });
    backend.controls.advanceClock(7.5 * DAY_MS);

    await user.click(confirm);

    expect(
      await screen.findByText(describeError('guardian/link-expired', '').message),
    ).toHaveFocus();
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
    expect(backend.controls.registrations[0]?.guardianConfirmedAt).toBeNull();
  });

  it('keeps the buttons, and says to try again, when the answer could not be sent', async () => {
    const { backend, token } = await awaitingRegistration();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp({ route: pageFor(token), backend });
    backend.controls.failNext('guardian.confirm', 'unknown');

    await user.click(await screen.findByRole('button', { name: text.confirm }));

    expect(await screen.findByText(text.failed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.confirmed)).toBeInTheDocument();
  });

  it('is in Hindi under /hi/guardian', async () => {
    const hindi = messagesFor('hi').guardianPage;
    const { backend, token } = await awaitingRegistration();
    const { user } = renderApp({ route: pageFor(token, '/hi'), backend });

    expect(await screen.findByRole('heading', { level: 1, name: hindi.title })).toBeInTheDocument();
    expect(await screen.findByText('कक्षा 8')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hindi.confirm }));
    expect(await screen.findByText(hindi.confirmed)).toHaveFocus();
    expect(screen.queryByText(text.confirm)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('the guardian was mailed in the language of the registration', async () => {
    const { backend } = await awaitingRegistration();
    expect(backend.controls.consentMail.at(-1)).toMatchObject({
      to: GUARDIAN_EMAIL,
      kind: 'guardian-confirm',
      language: 'en',
    });
  });
});
