import { formatDay, indianDay, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { awaitingRegistration, axeViolations, GUARDIAN_EMAIL } from '../testing/guardianFixture.ts';
import { registrationControls } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';

const DAY_MS = 86_400_000;
const OPEN = PHASE_DAYS['registration-open'];

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const form = registrationControls();

/** The manage link's token in the newest mail to the guardian. */
function manageToken(backend: Awaited<ReturnType<typeof awaitingRegistration>>['backend']) {
  const link = backend.controls.consentMail.findLast((mail) => mail.to === GUARDIAN_EMAIL);
  const token = new URL(link?.manageLink ?? 'http://x/').searchParams.get('token');
  if (token === null) throw new Error('no manage link was mailed');
  return token;
}

/** The day (in India) the server logged the deletion, as the page writes it. */
function deletedOn(
  backend: Awaited<ReturnType<typeof awaitingRegistration>>['backend'],
  locale: 'en' | 'hi',
) {
  const at = backend.controls.consentLog.at(-1)?.at ?? '';
  return formatDay(indianDay(Date.parse(at)), locale);
}

describe('/exam-registration says why a registration is gone, when its guardian ended it (issue 38)', () => {
  it('after the guardian withdrew consent: the reason and the day, above the form, in English', async () => {
    const { backend, token } = await awaitingRegistration({ signedIn: true });
    await backend.guardian.confirm(token);
    await backend.guardian.withdrawConsent(manageToken(backend));
    const text = messagesFor('en').registration;
    const day = deletedOn(backend, 'en');

    renderApp({ route: routes.examRegistration.path, backend, today: OPEN });

    const ended = await screen.findByRole('region', { name: text.endedHeading });
    expect(within(ended).getByText(text.endedGuardianWithdrawal({ date: day }))).toBeVisible();
    expect(within(ended).getByText(text.endedRegisterAgain)).toBeVisible();
    // The form is there to register again.
    expect(form.candidateName()).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('after the guardian never confirmed within the link’s days and the grace day, in Hindi', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    backend.controls.advanceClock(8 * DAY_MS + 60_000);
    const hindi = messagesFor('hi').registration;
    // Retention runs before the page's first read, as the schedule would have by then.
    await backend.registrations.read(backend.controls.registrations[0]?.uid ?? '', '2024');

    renderApp({ route: `/hi${routes.examRegistration.path}`, backend, today: OPEN });

    const ended = await screen.findByRole('region', { name: hindi.endedHeading });
    const day = deletedOn(backend, 'hi');
    // The catalog keeps a no-break space between a number and its unit; the DOM's text reads it
    // as white space.
    const expected = hindi.endedGuardianUnconfirmed({ date: day, days: 7 }).replace(/\s+/gu, ' ');
    expect(ended).toHaveTextContent(expected);
    expect(backend.controls.registrations).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says nothing of the kind after the family withdrew it themselves', async () => {
    const { backend } = await awaitingRegistration({ signedIn: true });
    await backend.registrations.withdraw(backend.controls.registrations[0]?.uid ?? '', '2024');
    const text = messagesFor('en').registration;

    renderApp({ route: routes.examRegistration.path, backend, today: OPEN });

    expect(await screen.findByRole('textbox', { name: text.candidateName })).toBeVisible();
    expect(screen.queryByRole('region', { name: text.endedHeading })).not.toBeInTheDocument();
  });
});
