import { describeError, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { awaitingRegistration, axeViolations, GUARDIAN_EMAIL } from '../testing/guardianFixture.ts';
import { GRADE_8_DETAILS } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { TEST_EMAIL } from '../testing/testAccounts.ts';

const words = messagesFor('en');
const text = words.guardianManage;

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const pageFor = (token: string, prefix = '') =>
  `${prefix}${routes.guardianManage.path}?token=${encodeURIComponent(token)}`;

/** A confirmed registration, and the manage token its guardian's mail carries. */
async function confirmedWithManageLink() {
  const { backend, user, token } = await awaitingRegistration();
  await backend.guardian.confirm(token);
  const link = backend.controls.consentMail.findLast(
    (mail) => mail.to === GUARDIAN_EMAIL,
  )?.manageLink;
  const manage = link === undefined ? null : new URL(link).searchParams.get('token');
  if (manage === null) throw new Error('no manage link was mailed');
  return { backend, user, manage };
}

describe('/guardian/manage, the guardian’s own page (issue 38)', () => {
  it('shows what is held and why, and withdraws consent in two clicks', async () => {
    const { backend, manage } = await confirmedWithManageLink();
    const { user } = renderApp({ route: pageFor(manage), backend });

    const held = await screen.findByRole('region', { name: text.heldHeading });
    expect(within(held).getByText(GRADE_8_DETAILS.candidateName)).toBeVisible();
    expect(within(held).getByText(GRADE_8_DETAILS.schoolName)).toBeVisible();
    expect(within(held).getByText(GUARDIAN_EMAIL)).toBeVisible();
    expect(within(held).getByText(TEST_EMAIL)).toBeVisible();
    expect(within(held).getByText(text.confirmed)).toBeVisible();
    expect(screen.getByRole('region', { name: text.whyHeading })).toHaveTextContent(text.why);
    expect(await axeViolations()).toEqual([]);

    // The first click only asks; nothing is deleted yet.
    await user.click(screen.getByRole('button', { name: text.withdraw }));
    const question = screen.getByText(
      text.confirmQuestion({ candidateName: GRADE_8_DETAILS.candidateName }),
    );
    expect(question.closest('p')).toHaveFocus();
    expect(backend.controls.registrations).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
    // Keeping it goes back, with focus on Withdraw.
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.getByRole('button', { name: text.withdraw })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: text.withdraw }));
    await user.click(screen.getByRole('button', { name: text.confirmWithdraw }));

    const outcome = await screen.findByText(text.withdrawn);
    expect(outcome).toHaveFocus();
    expect(outcome.closest('[aria-live]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: text.withdrawnTitle })).toBeVisible();
    expect(screen.queryByText(GRADE_8_DETAILS.candidateName)).not.toBeInTheDocument();
    expect(backend.controls.registrations).toEqual([]);
    expect(backend.controls.consentMail.at(-1)).toMatchObject({
      kind: 'consent-withdrawn',
      to: TEST_EMAIL,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the first name and grade only, no school, before the guardian confirmed (issue 38)', async () => {
    const { backend } = await awaitingRegistration();
    const link = backend.controls.consentMail.findLast((mail) => mail.to === GUARDIAN_EMAIL);
    const manage = new URL(link?.manageLink ?? 'http://x/').searchParams.get('token') ?? '';
    renderApp({ route: pageFor(manage), backend });

    const held = await screen.findByRole('region', { name: text.heldHeading });
    const page = words.guardianPage;
    expect(within(held).getByText(page.candidateFirstName)).toBeVisible();
    expect(within(held).getByText('आशा')).toBeVisible();
    expect(within(held).getByText(page.shownOnceConfirmed)).toBeVisible();
    expect(within(held).getByText(text.awaiting)).toBeVisible();
    expect(screen.queryByText(GRADE_8_DETAILS.candidateName)).not.toBeInTheDocument();
    expect(screen.queryByText(GRADE_8_DETAILS.schoolName)).not.toBeInTheDocument();
    expect(within(held).queryByText(page.school)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says plainly that a link is unknown, offering no button', async () => {
    const { backend, manage } = await confirmedWithManageLink();
    await backend.guardian.withdrawConsent(manage);
    renderApp({ route: pageFor(manage), backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      describeError('guardian/link-unknown', '').message,
    );
    expect(screen.queryByRole('button', { name: text.withdraw })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the whole link when the address has no token', async () => {
    const { backend } = await confirmedWithManageLink();
    renderApp({ route: routes.guardianManage.path, backend });
    expect(await screen.findByText(text.noToken)).toBeVisible();
  });

  it('speaks Hindi under /hi', async () => {
    const { backend, manage } = await confirmedWithManageLink();
    const hi = messagesFor('hi');
    renderApp({ route: pageFor(manage, '/hi'), backend });
    expect(
      await screen.findByRole('heading', { level: 1, name: hi.guardianManage.title }),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: hi.guardianManage.withdraw })).toBeVisible();
  });
});
