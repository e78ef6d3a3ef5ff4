import { EDITION_2024, messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { fillGrade8, registrationControls } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { registeredFamily } from '../testing/resultFixture.ts';
import { backendWithAccount } from '../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const form = registrationControls();

describe('/exam-registration and the results (issue 29)', () => {
  it('keeps the school off the certificate unless the box is ticked', async () => {
    const { backend } = await backendWithAccount();
    const { user } = renderApp({
      route: routes.examRegistration.path,
      backend,
      today: PHASE_DAYS['registration-open'],
    });
    await screen.findByRole('textbox', { name: words.registration.candidateName });
    const box = screen.getByRole('checkbox', { name: words.certificate.showSchool });
    expect(box).not.toBeChecked();
    await fillGrade8(user);
    await user.click(box);
    await user.click(form.submit());

    await screen.findByRole('region', { name: words.registration.confirmed });
    expect(backend.controls.registrations[0]?.details.showSchoolOnCertificate).toBe(true);
  });

  it('shows the published result on the confirmation, with the certificate link', async () => {
    const { backend } = await registeredFamily({ scorePercent: 88 });
    renderApp({ route: routes.examRegistration.path, backend, today: '2024-11-02' });

    const result = await screen.findByRole('region', { name: words.results.heading });
    expect(await within(result).findByText('88%')).toBeVisible();
    expect(within(result).getByText('Merit')).toBeVisible();
    expect(within(result).getByRole('link', { name: words.results.certificateLink })).toBeVisible();
  });

  it('says when results are expected while they are not published', async () => {
    const { backend, registration } = await registeredFamily();
    renderApp({ route: routes.examRegistration.path, backend, today: '2024-10-26' });

    const result = await screen.findByRole('region', { name: words.results.heading });
    expect(
      await within(result).findByText(
        words.results.expected({ date: '1st November 2024', email: registration.guardianEmail }),
      ),
    ).toBeVisible();
    expect(EDITION_2024.id).toBe(registration.editionId);
  });
});
