import { EDITION_2024, type ExamEdition, messagesFor } from '@apex/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { YourTestLinks } from './YourTestLinks.tsx';

// An edition delivering grades 6 and 8 by the built-in test and grade 7 by an external link.
const MIXED: ExamEdition = {
  ...EDITION_2024,
  tests: [
    { grade: 6, delivery: { kind: 'built-in' } },
    { grade: 7, delivery: { kind: 'external', url: 'https://tests.example/7' } },
    { grade: 8, delivery: { kind: 'built-in' } },
  ],
};

function renderIn(locale: 'en' | 'hi', ownGrade: number | null) {
  render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter>
        <YourTestLinks edition={MIXED} ownGrade={ownGrade} />
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
}

describe('YourTestLinks follows each grade’s delivery', () => {
  it('links the external grade, says where the built-in ones are taken, and links no dead test', () => {
    renderIn('en', null);
    expect(screen.getByRole('link', { name: /7th Grade/ })).toHaveAttribute(
      'href',
      'https://tests.example/7',
    );
    expect(
      screen.getByText(
        "The tests for Grades 6, 8 are taken here, on this site. During a batch, the test opens on the candidate's registration page.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Your registration/ })).toHaveAttribute(
      'href',
      '/exam-registration',
    );
    expect(screen.queryByRole('link', { name: /6th Grade|8th Grade/ })).not.toBeInTheDocument();
  });

  it("puts a built-in candidate's own test first, with the way to the registration page", () => {
    renderIn('en', 8);
    const own = screen.getByRole('region', { name: 'Your test: Grade 8' });
    expect(
      within(own).getByText(
        "The test for Grade 8 is taken here, on this site. During a batch, the test opens on the candidate's registration page.",
      ),
    ).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other grades' });
    expect(within(others).getByText(/^The test for Grade 6 is taken here/)).toBeInTheDocument();
    expect(within(others).getByRole('link', { name: /7th Grade/ })).toBeInTheDocument();
  });

  it('says the same in Hindi', () => {
    renderIn('hi', null);
    expect(
      screen.getByText(messagesFor('hi').registration.builtInGrades({ count: 2, grades: '6, 8' })),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^कक्षा 6, 8: इन कक्षाओं की परीक्षाएँ यहीं, इसी साइट पर होती हैं।/),
    ).toBeInTheDocument();
  });
});
