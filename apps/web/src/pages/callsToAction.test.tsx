import { EDITION_2024, messagesFor } from '@apex/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { homeSections, routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { GRADE_8_DETAILS, registerGrade8 } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';

// Calls to action follow the phase and the family's own state (issue 33, item 4).

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const text = messagesFor('en').registration;
const main = () => within(screen.getByRole('main'));
const NOTIFY = { name: 'Notify me about the next exam' };
const OPEN = PHASE_DAYS['registration-open'];

describe('/page2 offers what can be done today', () => {
  it.each([
    ['registration is open', OPEN],
    ['the test is live (registration still open)', PHASE_DAYS.live],
  ])('offers Register Now, and no notify-me form, while %s', (_when, today) => {
    renderApp({ route: routes.page2.path, today });
    expect(main().getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      routes.examRegistration.getHref(),
    );
    expect(main().queryByRole('form', NOTIFY)).not.toBeInTheDocument();
  });

  it.each([
    ['before registration opens', PHASE_DAYS.announced],
    ['once the window has closed', PHASE_DAYS.closed],
  ])('offers to notify, not to register, %s', (_when, today) => {
    renderApp({ route: routes.page2.path, today });
    expect(main().getByRole('form', NOTIFY)).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(main().queryByText(/a few basic details first/)).not.toBeInTheDocument();
  });

  it('offers to notify in Hindi too, once the window has closed', () => {
    renderApp({ route: `/hi${routes.page2.path}`, today: PHASE_DAYS.closed });
    expect(main().getByRole('form', { name: 'अगली परीक्षा की सूचना पाएँ' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'अभी पंजीकरण करें' })).not.toBeInTheDocument();
  });
});

describe('/apex while registration is open', () => {
  it('invites a family that has not registered to register', async () => {
    const { backend } = await backendWithAccount();
    renderApp({ route: routes.apex.path, backend, today: OPEN });
    // The hero's main action and the dates section both lead to the form (issue 39).
    await waitFor(() =>
      expect(main().getAllByRole('link', { name: text.inviteLink })).toHaveLength(2),
    );
    for (const link of main().getAllByRole('link', { name: text.inviteLink })) {
      expect(link).toHaveAttribute('href', routes.examRegistration.getHref());
    }
    const hero = within(main().getByRole('region', { name: /All India/ }));
    expect(hero.getAllByRole('link')[0]).toHaveAccessibleName(text.inviteLink);
    expect(main().queryByRole('link', { name: text.yourRegistration })).not.toBeInTheDocument();
  });

  it('offers a registered family its registration instead of a second one', async () => {
    const { backend, user } = await backendWithAccount();
    await registerGrade8(backend, user.uid);
    renderApp({ route: routes.apex.path, backend, today: OPEN });
    expect(await main().findByRole('link', { name: text.yourRegistration })).toHaveAttribute(
      'href',
      routes.examRegistration.getHref(),
    );
    expect(main().getByText(text.alreadyRegistered)).toBeInTheDocument();
    expect(main().queryByRole('link', { name: text.inviteLink })).not.toBeInTheDocument();
  });

  it('says a registration awaiting the guardian is saved, not that the family is registered', async () => {
    const { backend, user } = await backendWithAccount();
    await backend.registrations.save(user.uid, EDITION_2024.id, {
      ...GRADE_8_DETAILS,
      guardianEmail: 'meera@example.com',
    });
    renderApp({ route: routes.apex.path, backend, today: OPEN });
    expect(await main().findByText(text.awaitingGuardian)).toBeInTheDocument();
    expect(main().queryByText(text.alreadyRegistered)).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: text.yourRegistration })).toBeInTheDocument();
  });
});

describe('the home hero', () => {
  const hero = () => {
    const element = document.getElementById(homeSections.hero);
    if (element === null) throw new Error('no hero section');
    return within(element);
  };

  it.each([
    ['registration is open', OPEN],
    ['the test is live', PHASE_DAYS.live],
  ])('offers Register while %s', (_when, today) => {
    renderApp({ today });
    expect(hero().getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      routes.examRegistration.getHref(),
    );
  });

  it.each([
    ['before registration opens', PHASE_DAYS.announced],
    ['once the window has closed', PHASE_DAYS.closed],
  ])('offers Who we are, not Register, %s', (_when, today) => {
    renderApp({ today });
    expect(hero().queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(hero().getByRole('link', { name: 'Who we are' })).toBeInTheDocument();
  });

  it('offers Register in Hindi while registration is open', () => {
    renderApp({ route: '/hi/', today: OPEN });
    expect(hero().getByRole('link', { name: 'पंजीकरण करें' })).toHaveAttribute(
      'href',
      `/hi${routes.examRegistration.getHref()}`,
    );
  });
});
