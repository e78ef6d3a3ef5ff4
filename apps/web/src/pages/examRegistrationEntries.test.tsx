import { EXAM, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { registerGrade8 } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';

const text = messagesFor('en').registration;

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const main = () => within(screen.getByRole('main'));
const gradeLinks = () => main().getAllByRole('link', { name: /Grade/ });

async function signedIn({ registered }: { registered: boolean }) {
  const { backend, user } = await backendWithAccount();
  if (registered) await registerGrade8(backend, user.uid);
  return backend;
}

describe('/page3 while the edition is live', () => {
  it("puts a registered candidate's own grade first, labelled, with the others still there", async () => {
    const backend = await signedIn({ registered: true });
    renderApp({ route: routes.page3.path, backend, today: PHASE_DAYS.live });
    const own = await screen.findByRole('region', { name: 'Your test: Grade 8' });
    expect(within(own).getByRole('link', { name: /^8th Grade/ })).toBeInTheDocument();
    expect(gradeLinks()[0]).toHaveTextContent(/^8th Grade/);
    const others = main().getByRole('region', { name: text.otherGrades });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/ Grade.*/, '')),
    ).toEqual(['6th', '7th', '9th', '10th']);
    expect(gradeLinks()).toHaveLength(EXAM.grades.to - EXAM.grades.from + 1);
    expect(main().queryByRole('link', { name: text.inviteLink })).not.toBeInTheDocument();
  });

  it('invites an unregistered account to register before the test', async () => {
    const backend = await signedIn({ registered: false });
    renderApp({ route: routes.page3.path, backend, today: PHASE_DAYS.live });
    expect(await main().findByRole('link', { name: text.inviteLink })).toHaveAttribute(
      'href',
      routes.examRegistration.getHref(),
    );
    expect(gradeLinks()[0]).toHaveTextContent(/^6th Grade/);
    expect(main().queryByRole('region', { name: /Your test/ })).not.toBeInTheDocument();
  });

  it('invites a visitor who is not signed in', async () => {
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.live });
    expect(await main().findByRole('link', { name: text.inviteLink })).toBeInTheDocument();
  });
});

describe('/page3 before the test', () => {
  it('invites registration while it is open, and not once the edition has closed', async () => {
    const { unmount } = renderApp({
      route: routes.page3.path,
      today: PHASE_DAYS['registration-open'],
    });
    expect(await main().findByRole('link', { name: text.inviteLink })).toBeInTheDocument();
    unmount();
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.closed });
    await main().findByRole('heading', { level: 1, name: 'Test dates' });
    expect(main().queryByRole('link', { name: text.inviteLink })).not.toBeInTheDocument();
  });
});

describe('/apex', () => {
  it('links to the registration form while registration is open, and not after', async () => {
    const { unmount } = renderApp({
      route: routes.apex.path,
      today: PHASE_DAYS['registration-open'],
    });
    expect(
      main().getByText(text.registrationOpen({ date: '25th October 2024' })),
    ).toBeInTheDocument();
    // The hero's main action and the dates section (issue 39).
    const links = main().getAllByRole('link', { name: text.inviteLink });
    expect(links).toHaveLength(2);
    for (const link of links)
      expect(link).toHaveAttribute('href', routes.examRegistration.getHref());
    unmount();
    renderApp({ route: routes.apex.path, today: PHASE_DAYS.closed });
    expect(main().queryByRole('link', { name: text.inviteLink })).not.toBeInTheDocument();
  });
});

describe('the avatar menu', () => {
  async function openMenu(registered: boolean) {
    const backend = await signedIn({ registered });
    const rendered = renderApp({ route: routes.about.path, backend, today: PHASE_DAYS.live });
    const [button] = await screen.findAllByRole('button', { name: /account menu/i });
    if (button === undefined) throw new Error('no avatar button');
    await rendered.user.click(button);
    return rendered;
  }

  it('has an "Exam registration" entry once the account has registered', async () => {
    await openMenu(true);
    const entry = await screen.findByRole('menuitem', { name: text.menuEntry });
    expect(entry).toHaveAttribute('href', routes.examRegistration.getHref());
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit Profile',
      text.menuEntry,
      'Logout',
    ]);
  });

  it('has no such entry without a registration', async () => {
    await openMenu(false);
    await screen.findByRole('menuitem', { name: 'Edit Profile' });
    expect(screen.queryByRole('menuitem', { name: text.menuEntry })).not.toBeInTheDocument();
  });
});
