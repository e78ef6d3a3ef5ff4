import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { Practice } from './Practice.tsx';
import * as papers from './practicePapers.ts';

vi.mock('./practicePapers.ts', async (importActual) => {
  const actual = await importActual<typeof papers>();
  return { ...actual, loadPracticePaper: vi.fn(actual.loadPracticePaper) };
});

afterEach(() => window.sessionStorage.clear());

function renderPractice(grade: papers.PracticeGrade | null, locale: 'en' | 'hi' = 'en') {
  return render(
    <LocaleContext.Provider value={locale}>
      <MemoryRouter>
        <Practice grade={grade} />
      </MemoryRouter>
    </LocaleContext.Provider>,
  );
}

describe('Practice', () => {
  it('offers a link per grade, in the page’s language, and no paper before one is chosen', () => {
    renderPractice(null, 'hi');

    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [6, 7, 8, 9, 10].map((grade) => `/hi/apex/practice?grade=${grade}`),
    );
    expect(links[0]).toHaveTextContent('कक्षा 6');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the chosen grade’s paper and marks its link as the current one', async () => {
    renderPractice(9);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the practice paper…');
    expect(
      // The first paper a test run loads is made by the build's plugin then: give it time.
      await screen.findByRole(
        'heading',
        { name: 'Apex practice paper, Grade 9' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9th Grade' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '8th Grade' })).not.toHaveAttribute('aria-current');
  });

  it('says when the paper could not load, and loads it on a second try', async () => {
    vi.mocked(papers.loadPracticePaper).mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    renderPractice(6);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the practice paper. Please check your connection and try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole(
        'heading',
        { name: 'Apex practice paper, Grade 6' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
