import { describeError, GUARDIAN_RESENDS_PER_DAY, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import {
  awaitingRegistration,
  axeViolations,
  GUARDIAN_EMAIL,
  latestGuardianToken,
} from '../testing/guardianFixture.ts';
import { fillGrade8, registrationControls } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount, TEST_EMAIL } from '../testing/testAccounts.ts';

const words = messagesFor('en');
const text = words.registration;
const status = words.guardianStatus;
const OPEN = PHASE_DAYS['registration-open'];

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const form = registrationControls();
const awaitingText = (email: string) => status.awaitingText({ email, days: '7' });

describe('/exam-registration: whether the guardian has confirmed (issue 28)', () => {
  it("registers with another guardian's address: awaiting, with the mail in the dev mailbox", async () => {
    const { backend } = await backendWithAccount();
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    await screen.findByRole('textbox', { name: text.candidateName });
    expect(screen.getByText(status.parentOnly)).toBeInTheDocument();
    await fillGrade8(user);
    await user.clear(form.guardianEmail());
    await user.type(form.guardianEmail(), GUARDIAN_EMAIL);
    await user.click(form.submit());

    const slip = await screen.findByRole('region', { name: status.awaitingHeading });
    expect(within(slip).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByText(status.savedAwaiting)).toBeInTheDocument();
    expect(screen.queryByText(text.saved)).not.toBeInTheDocument();
    expect(within(slip).getByText(awaitingText(GUARDIAN_EMAIL))).toBeInTheDocument();
    expect(within(slip).getByText(status.awaiting)).toBeInTheDocument();
    expect(within(slip).queryByText(text.confirmed)).not.toBeInTheDocument();
    const link = within(slip).getByRole('link', { name: status.devOpenLink });
    expect(link.getAttribute('href')).toContain(`/guardian?token=${latestGuardianToken(backend)}`);
    expect(backend.controls.registrations[0]?.details).toMatchObject({ noticeLanguage: 'en' });
    expect(await axeViolations()).toEqual([]);
  });

  it('resends the mail with a fresh link, and says plainly when the day’s limit is reached', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    const resend = await screen.findByRole('button', { name: status.resend });
    const first = latestGuardianToken(backend);

    for (let sent = 0; sent < GUARDIAN_RESENDS_PER_DAY; sent += 1) {
      await user.click(resend);
      expect(await screen.findByText(status.resent({ email: GUARDIAN_EMAIL }))).toBeVisible();
    }
    expect(latestGuardianToken(backend)).not.toBe(first);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(resend);

    const limit = await screen.findByText(describeError('guardian/resend-limit', '').message);
    expect(limit.closest('[aria-live="polite"]')).not.toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("changes the guardian's address from the slip: the form opens there, and a new mail goes out", async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    await user.click(await screen.findByRole('button', { name: status.changeAddress }));

    expect(form.guardianEmail()).toHaveFocus();
    await user.clear(form.guardianEmail());
    await user.type(form.guardianEmail(), 'meera.verma@example.com');
    await user.click(form.consent());
    await user.click(screen.getByRole('button', { name: text.saveChanges }));

    const slip = await screen.findByRole('region', { name: status.awaitingHeading });
    expect(within(slip).getByText(awaitingText('meera.verma@example.com'))).toBeInTheDocument();
    expect(latestGuardianToken(backend, 'meera.verma@example.com')).toMatch(/^[\w-]{43}$/);
  });

  it('says the registration is confirmed, and when, once the guardian confirmed it', async () => {
    const { backend, token } = await awaitingRegistration({ signedIn: true });
    await backend.guardian.confirm(token);
    renderApp({ route: routes.examRegistration.path, backend, today: OPEN });

    const slip = await screen.findByRole('region', { name: text.confirmed });
    const date = '15th September 2024';
    expect(within(slip).getByText(status.confirmedText({ date }))).toBeInTheDocument();
    expect(within(slip).getByText(status.confirmed({ date }))).toBeInTheDocument();
    expect(within(slip).queryByRole('button', { name: status.resend })).not.toBeInTheDocument();
  });

  it("counts a registration at once when the guardian's address is the account's verified one", async () => {
    const { backend } = await backendWithAccount();
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    await screen.findByRole('textbox', { name: text.candidateName });
    expect(form.guardianEmail()).toHaveValue(TEST_EMAIL);
    await fillGrade8(user);
    await user.click(form.submit());

    expect(await screen.findByRole('region', { name: text.confirmed })).toBeInTheDocument();
    expect(backend.controls.consentMail.at(-1)).toMatchObject({
      to: TEST_EMAIL,
      kind: 'consent-notice',
    });
  });

  it('says when the mail could not be sent again, and lets the family try again', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    const { user } = renderApp({ route: routes.examRegistration.path, backend, today: OPEN });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('registrations.resendGuardianMail', 'registration/unavailable');

    await user.click(await screen.findByRole('button', { name: status.resend }));
    expect(await screen.findByText(status.resendFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: status.resend }));
    expect(await screen.findByText(status.resent({ email: GUARDIAN_EMAIL }))).toBeInTheDocument();
  });

  it('offers no change of address once registration has closed, but still the resend', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    renderApp({ route: routes.examRegistration.path, backend, today: PHASE_DAYS.closed });

    expect(await screen.findByRole('button', { name: status.resend })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: status.changeAddress })).not.toBeInTheDocument();
  });
});

describe('/page3: only a confirmed registration counts', () => {
  it('puts no grade first while the guardian has not confirmed, and says why', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    renderApp({ route: routes.page3.path, backend, today: PHASE_DAYS.live });

    expect(
      await screen.findByText(status.examNotConfirmed({ email: GUARDIAN_EMAIL }), { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: text.yourTest({ grade: '8' }) })).toBeNull();
  });

  it('puts the own grade first once the guardian confirmed', async () => {
    const { backend, token } = await awaitingRegistration({ signedIn: true });
    await backend.guardian.confirm(token);
    renderApp({ route: routes.page3.path, backend, today: PHASE_DAYS.live });

    expect(
      await screen.findByRole('heading', { name: text.yourTest({ grade: '8' }) }),
    ).toBeInTheDocument();
    expect(screen.queryByText(status.examNotConfirmed({ email: GUARDIAN_EMAIL }))).toBeNull();
  });
});
