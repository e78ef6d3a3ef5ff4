import type { Registration } from '@apex/auth-port';
import { CONSENT_NOTICE_VERSION, EDITION_2024, type ExamEdition } from '@apex/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ExamClockProvider } from '../../clock/ExamClockProvider.tsx';
import { fixedClock, PHASE_DAYS } from '../../testing/fixedClock.ts';
import { StartTestLink } from './StartTestLink.tsx';

const BUILT_IN: ExamEdition = {
  ...EDITION_2024,
  tests: EDITION_2024.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
};

const CONFIRMED: Registration = {
  editionId: '2024',
  candidateName: 'Asha Verma',
  grade: 8,
  schoolName: 'Kendriya Vidyalaya No. 2',
  schoolCity: 'Lucknow',
  schoolState: 'Uttar Pradesh',
  guardianName: 'Ravi Verma',
  guardianEmail: 'ravi.verma@example.com',
  consent: true,
  noticeVersion: CONSENT_NOTICE_VERSION,
  noticeLanguage: 'en',
  registrationNumber: 'AB12-CD34-EF567',
  consentedAt: new Date('2024-09-15T06:30:00Z'),
  guardianStatus: 'confirmed',
  guardianConfirmedAt: new Date('2024-09-15T07:30:00Z'),
  deleteAt: new Date('2025-10-25T00:00:00Z'),
};

function renderOn(day: string, registration: Registration, edition: ExamEdition) {
  render(
    <ExamClockProvider clock={fixedClock(day)}>
      <MemoryRouter>
        <StartTestLink registration={registration} edition={edition} />
      </MemoryRouter>
    </ExamClockProvider>,
  );
}

describe('StartTestLink', () => {
  it('during a batch, for a confirmed registration of a built-in grade, links to the test', () => {
    renderOn(PHASE_DAYS.live, CONFIRMED, BUILT_IN);
    expect(screen.getByRole('link', { name: /Start the test for Asha Verma/ })).toHaveAttribute(
      'href',
      '/exam-test',
    );
  });

  it('offers nothing before the guardian confirms, outside a batch, or for an external test', () => {
    renderOn(PHASE_DAYS.live, { ...CONFIRMED, guardianStatus: 'awaiting-guardian' }, BUILT_IN);
    renderOn(PHASE_DAYS['registration-open'], CONFIRMED, BUILT_IN);
    renderOn(PHASE_DAYS.betweenBatches, CONFIRMED, BUILT_IN);
    renderOn(PHASE_DAYS.live, CONFIRMED, EDITION_2024);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
