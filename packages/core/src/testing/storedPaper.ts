import type { PaperText, StoredPaper } from '../papers/types.ts';

const plain = (en: string, hi = en): PaperText => ({ en: [{ text: en }], hi: [{ text: hi }] });

/**
 * A small stored paper with one item of each kind, as the import stores it (the scorer reads only
 * ids, kinds, marks and keys, so its texts are plain): the scorer's tests score answers against it.
 */
export function storedPaper(): StoredPaper {
  return {
    format: 'apex-paper/1',
    id: 'fixture',
    grade: 6,
    title: plain('Fixture', 'नमूना'),
    minutes: 10,
    sections: [
      {
        id: 'english',
        subject: 'english',
        title: plain('English', 'अंग्रेज़ी'),
        marks: 2,
        minutes: 5,
        items: [
          {
            id: 'q1',
            kind: 'single-choice',
            marks: 1,
            text: plain('Pick b.'),
            choices: ['a', 'b', 'c'].map((id) => ({ id, text: plain(id) })),
            answer: 'b',
          },
          {
            id: 'q4',
            kind: 'short-text',
            marks: 1,
            text: plain("Past tense of 'go'?"),
            answer: ['went'],
          },
        ],
      },
      {
        id: 'mathematics',
        subject: 'mathematics',
        title: plain('Mathematics', 'गणित'),
        marks: 2,
        minutes: 5,
        items: [
          {
            id: 'q2',
            kind: 'multiple-response',
            marks: 1,
            text: plain('Which are even?'),
            choices: [
              { id: 'a', text: plain('2') },
              { id: 'b', text: plain('3') },
              { id: 'c', text: plain('4') },
            ],
            answer: ['a', 'c'],
          },
          {
            id: 'q3',
            kind: 'numeric',
            marks: 1,
            text: plain('What is the square root of 144?'),
            answer: 12,
            tolerance: 0.5,
          },
        ],
      },
    ],
  };
}
