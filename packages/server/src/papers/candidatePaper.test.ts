import { describe, expect, it } from 'vitest';
import { storedPaper } from '../testing/storedPaper.ts';
import { candidatePaper } from './candidatePaper.ts';
import { importPaper } from './importPaper.ts';
import { SAMPLE_PAPERS } from './samples/index.ts';

const sample = () => {
  const result = importPaper(SAMPLE_PAPERS[0]);
  if (!result.ok) throw new Error('sample refused');
  return result.paper;
};
const order = (paper: ReturnType<typeof candidatePaper>) =>
  paper.sections.map((section) => section.items.map((item) => item.id));

describe('candidatePaper', () => {
  it('carries no answer key and no tolerance', () => {
    const text = JSON.stringify(candidatePaper(storedPaper(), 'attempt-1'));

    expect(text).not.toMatch(/"answer"|"tolerance"/);
    expect(text).toContain('"choices"');
  });

  it('gives a resume the same order, and other attempts other orders, within each section', () => {
    const paper = sample();
    const first = order(candidatePaper(paper, 'attempt-1'));

    expect(order(candidatePaper(paper, 'attempt-1'))).toEqual(first);
    const others = ['attempt-2', 'attempt-3', 'attempt-4'].map((seed) =>
      order(candidatePaper(paper, seed)),
    );
    expect(others.some((other) => JSON.stringify(other) !== JSON.stringify(first))).toBe(true);
    for (const [s, section] of paper.sections.entries()) {
      expect([...(first[s] ?? [])].sort()).toEqual(section.items.map((item) => item.id).sort());
    }
  });
});
