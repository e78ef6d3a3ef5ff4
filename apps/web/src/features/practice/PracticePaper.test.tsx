import type { StoredPaper } from '@apex/core/papers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { PracticePaper } from './PracticePaper.tsx';
import { loadPracticePaper } from './practicePapers.ts';
import { progressKey } from './practiceProgress.ts';

// The real Grade 6 practice paper, stored by the build's plugin (vite/practicePapers.ts).
let paper: StoredPaper;
beforeAll(async () => {
  paper = await loadPracticePaper(6);
});
afterEach(() => window.sessionStorage.clear());

function renderIn(locale: 'en' | 'hi') {
  return render(
    <LocaleContext.Provider value={locale}>
      <PracticePaper paper={paper} language={locale} />
    </LocaleContext.Provider>,
  );
}

const question = (number: number) =>
  screen.getByRole('heading', { name: new RegExp(`^(Question|प्रश्न) ${number}$`) })
    .parentElement as HTMLElement;

const choiceOf = (number: number, id: string) => {
  const input = question(number).querySelector(`input[value="${id}"]`);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no choice ${id}`);
  return input;
};

/** Answers four of six right (one wrong, one left blank) and checks. */
async function answerAndCheck(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(question(1)).getByRole('radio', { name: /to fly his new kite/ }));
  await user.click(within(question(2)).getByRole('checkbox', { name: /river/ }));
  await user.type(within(question(3)).getByRole('textbox'), 'Children.');
  await user.type(within(question(5)).getByRole('textbox'), '26');
  // The maths items' choices are MathML, whose names the test DOM cannot compute: by value.
  await user.click(choiceOf(6, 'a'));
  await user.click(choiceOf(6, 'c'));
  await user.click(screen.getByRole('button', { name: 'Check my answers' }));
}

describe('PracticePaper', () => {
  it('checks the answers on the device: the score per section, each outcome, the right answers', async () => {
    const user = userEvent.setup();
    renderIn('en');

    await answerAndCheck(user);

    const score = screen.getByRole('region', { name: 'Your score' });
    expect(score).toHaveTextContent('You scored 4 out of 6.');
    expect(score).toHaveTextContent('English: 2 out of 3');
    expect(score).toHaveTextContent('Mathematics: 2 out of 3');
    expect(screen.getByRole('heading', { name: 'Your score' })).toHaveFocus();
    expect(question(1)).toHaveTextContent('Right');
    expect(question(2)).toHaveTextContent('Not right');
    expect(question(2)).toHaveTextContent('Correct answer: (A) river; (C) teacher');
    expect(question(4)).toHaveTextContent('Not answered');
    expect(question(4)).toHaveTextContent('Correct answer: (B) 15');
    // Checked answers are read only until the family starts again.
    expect(within(question(1)).getByRole('radio', { name: /to fly his new kite/ })).toBeDisabled();
    expect(within(question(5)).getByRole('textbox')).toHaveAttribute('readonly');
  });

  it('keeps the answers and the result for the other language, and shows them in Hindi', async () => {
    const user = userEvent.setup();
    const english = renderIn('en');
    await answerAndCheck(user);
    english.unmount();

    renderIn('hi');

    const score = await screen.findByRole('region', { name: 'आपके अंक' });
    expect(score).toHaveTextContent('आपको 6 में से 4 अंक मिले।');
    expect(score).toHaveTextContent('अंग्रेज़ी: 3 में से 2');
    expect(score).toHaveTextContent('गणित: 3 में से 2');
    expect(question(2)).toHaveTextContent('सही नहीं');
    expect(question(4)).toHaveTextContent('उत्तर नहीं दिया');
    expect(within(question(5)).getByRole('textbox')).toHaveValue('26');
  });

  it('starts again with no answers, from the top of the paper', async () => {
    const user = userEvent.setup();
    renderIn('en');
    await answerAndCheck(user);

    await user.click(screen.getByRole('button', { name: 'Clear my answers and start again' }));

    expect(screen.queryByRole('region', { name: 'Your score' })).toBeNull();
    expect(
      within(question(1)).getByRole('radio', { name: /to fly his new kite/ }),
    ).not.toBeChecked();
    expect(within(question(5)).getByRole('textbox')).toHaveValue('');
    expect(JSON.parse(window.sessionStorage.getItem(progressKey(6)) ?? '{}')).toEqual({
      answers: {},
      checked: false,
    });
  });

  it('renders the maths as MathML and unchecks a multiple-response choice when clicked again', async () => {
    const user = userEvent.setup();
    const { container } = renderIn('en');
    expect(container.querySelector('math mfrac')).not.toBeNull();

    const river = within(question(2)).getByRole('checkbox', { name: /river/ });
    await user.click(river);
    await user.click(river);
    expect(river).not.toBeChecked();
  });
});
