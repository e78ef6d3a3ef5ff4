import { EDITION_2024, type ExamEdition } from '@apex/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { NextTestSentence } from './NextTestSentence.tsx';

const BUILT_IN: ExamEdition = {
  ...EDITION_2024,
  tests: EDITION_2024.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
};

function renderIn(locale: 'en' | 'hi', edition: ExamEdition) {
  render(
    <LocaleContext.Provider value={locale}>
      <p>
        <NextTestSentence edition={edition} grade={8} />
      </p>
    </LocaleContext.Provider>,
  );
}

describe('NextTestSentence: what happens next, as the grade’s test is delivered', () => {
  it('points an external grade to the “Start the test” page', () => {
    renderIn('en', EDITION_2024);
    expect(
      screen.getByText(/the test link for Grade 8 appears on the “Start the test” page/),
    ).toBeInTheDocument();
  });

  it('says a built-in test opens on this registration page, with no link to follow', () => {
    renderIn('en', BUILT_IN);
    expect(
      screen.getByText(
        'The Grade 8 test is taken here, on this site: it opens on this registration page when the batch starts. The test takes 40 minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('says so in Hindi', () => {
    renderIn('hi', BUILT_IN);
    expect(
      screen.getByText(
        /^कक्षा.8 की परीक्षा यहीं, इसी साइट पर होगी: बैच शुरू होने पर यह इसी पंजीकरण पेज पर खुलेगी।/,
      ),
    ).toBeInTheDocument();
  });
});
