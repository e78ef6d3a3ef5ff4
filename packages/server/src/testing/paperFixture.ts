import type { SourcePaper } from '@apex/core/papers';

/** A small paper with one item of each kind, right in every way: tests break it one field at a time. */
export function sourcePaper(): SourcePaper {
  return {
    format: 'apex-paper/1',
    id: 'fixture',
    grade: 6,
    title: { en: 'Fixture', hi: 'नमूना' },
    minutes: 10,
    sections: [
      {
        id: 'english',
        subject: 'english',
        title: { en: 'English', hi: 'अंग्रेज़ी' },
        marks: 2,
        minutes: 5,
        items: [
          {
            id: 'q1',
            kind: 'single-choice',
            marks: 1,
            text: { en: 'Pick b.', hi: 'b चुनें।' },
            choices: [
              { id: 'a', text: { en: 'a', hi: 'a' } },
              { id: 'b', text: { en: 'b', hi: 'b' } },
              { id: 'c', text: { en: 'c', hi: 'c' } },
            ],
            answer: 'b',
          },
          {
            id: 'q4',
            kind: 'short-text',
            marks: 1,
            text: { en: "Past tense of 'go'?", hi: "'go' का भूतकाल?" },
            answer: ['went'],
          },
        ],
      },
      {
        id: 'mathematics',
        subject: 'mathematics',
        title: { en: 'Mathematics', hi: 'गणित' },
        marks: 2,
        minutes: 5,
        items: [
          {
            id: 'q2',
            kind: 'multiple-response',
            marks: 1,
            text: { en: 'Which are even?', hi: 'कौन-सी सम हैं?' },
            choices: [
              { id: 'a', text: { en: '$2$', hi: '$2$' } },
              { id: 'b', text: { en: '$3$', hi: '$3$' } },
              { id: 'c', text: { en: '$4$', hi: '$4$' } },
            ],
            answer: ['a', 'c'],
          },
          {
            id: 'q3',
            kind: 'numeric',
            marks: 1,
            text: { en: 'What is $\\sqrt{144}$?', hi: '$\\sqrt{144}$ का मान?' },
            answer: 12,
            tolerance: 0.5,
          },
        ],
      },
    ],
  };
}
