import { checkRequest } from '@apex/server/contract';
import { candidatePaper, SAMPLE_PAPERS, uploadPaper } from '@apex/server/papers';
import { describe, expect, it } from 'vitest';
import { answerFor } from './answerFor.ts';

describe('a simulated candidate’s answers', () => {
  it('answers every kind of a sample paper with a save the contract accepts, a new answer each turn', () => {
    const [sample] = SAMPLE_PAPERS;
    const upload = sample === undefined ? null : uploadPaper(sample);
    if (upload === null || !upload.ok) throw new Error('the sample does not import');
    const paper = candidatePaper(upload.stored, '2024:bench');
    const items = paper.sections.flatMap((section) => section.items);
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(['single-choice', 'multiple-response', 'numeric', 'short-text']),
    );
    for (const item of items) {
      const first = answerFor(item, 1);
      expect(answerFor(item, 2)).not.toEqual(first);
      const answers = { [item.id]: first };
      expect(checkRequest('saveAnswers', { editionId: '2024', sequence: 1, answers }).ok).toBe(
        true,
      );
    }
  });
});
