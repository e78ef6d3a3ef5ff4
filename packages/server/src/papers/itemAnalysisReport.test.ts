import { describe, expect, it } from 'vitest';
import { storedPaper } from '../testing/storedPaper.ts';
import { itemAnalysisReport } from './itemAnalysisReport.ts';

describe('the item analysis as the console receives it', () => {
  const paper = storedPaper();
  const choiceItem = paper.sections
    .flatMap((section) => section.items)
    .find((item) => item.kind === 'single-choice');
  if (choiceItem === undefined || !('choices' in choiceItem)) throw new Error('no choice item');
  const [first, second] = choiceItem.choices;
  if (first === undefined || second === undefined) throw new Error('two choices');

  it("lists every item in the paper's order, each choice counted in the paper's order", () => {
    const report = itemAnalysisReport(paper, [
      { attemptId: '2024:b', answers: { [choiceItem.id]: second.id } },
      { attemptId: '2024:a', answers: { [choiceItem.id]: second.id } },
    ]);
    expect(report.attempts).toBe(2);
    expect(report.items.map((item) => item.id)).toEqual(
      paper.sections.flatMap((section) => section.items.map((item) => item.id)),
    );
    const row = report.items.find((item) => item.id === choiceItem.id);
    expect(row?.picked?.map((entry) => entry.choice)).toEqual(
      choiceItem.choices.map((choice) => choice.id),
    );
    expect(row?.picked?.find((entry) => entry.choice === second.id)?.count).toBe(2);
    expect(row?.picked?.find((entry) => entry.choice === first.id)?.count).toBe(0);
    expect(row?.answered).toBe(2);
  });

  it('has no discrimination with fewer than two attempts, and no counts for typed answers', () => {
    const report = itemAnalysisReport(paper, [{ attemptId: '2024:a', answers: {} }]);
    expect(report.items.every((item) => item.discrimination === null)).toBe(true);
    const typed = report.items.filter(
      (item) => item.kind === 'numeric' || item.kind === 'short-text',
    );
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((item) => item.picked === null)).toBe(true);
  });
});
