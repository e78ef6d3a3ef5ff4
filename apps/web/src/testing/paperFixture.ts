import type { MemoryPaperServer } from '@apex/auth-memory';

type Uploaded = Extract<ReturnType<MemoryPaperServer['uploadPaper']>, { ok: true }>;

const text = (en: string, hi: string) => ({ en: [{ text: en }], hi: [{ text: hi }] });
const HALF = '<math><mfrac><mn>1</mn><mn>2</mn></mfrac></math>';

/** A small stored paper, as the server's import would make it (the web app never runs it). */
export const STORED_PAPER: Uploaded['stored'] = {
  format: 'apex-paper/1',
  id: 'grade-8-demo',
  grade: 8,
  title: text('Apex test, Grade 8', 'Apex परीक्षा, कक्षा 8'),
  minutes: 40,
  sections: [
    {
      id: 'maths',
      subject: 'mathematics',
      title: text('Mathematics', 'गणित'),
      marks: 2,
      minutes: 40,
      items: [
        {
          id: 'half',
          kind: 'single-choice',
          marks: 1,
          text: {
            en: [{ text: 'Which is equal to ' }, { mathml: HALF }, { text: '?' }],
            hi: [{ text: 'इनमें से कौन ' }, { mathml: HALF }, { text: ' के बराबर है?' }],
          },
          choices: [
            { id: 'a', text: text('0.5', '0.5') },
            { id: 'b', text: text('0.2', '0.2') },
          ],
          answer: 'a',
        },
        {
          id: 'sum',
          kind: 'numeric',
          marks: 1,
          text: text('What is 7 + 5?', '7 + 5 कितना होता है?'),
          answer: 12,
          tolerance: 0,
        },
      ],
    },
  ],
};

/** The paper's preview: no key, no tolerance. */
function preview(paper: Uploaded['stored']): Uploaded['preview'] {
  return {
    ...paper,
    sections: paper.sections.map((section) => ({
      ...section,
      items: section.items.map(({ answer: _answer, ...item }) => {
        if ('tolerance' in item) {
          const { tolerance: _tolerance, ...rest } = item;
          return rest;
        }
        return item;
      }),
    })),
  };
}

/** A paper the fake import refuses, with its problems. */
export const BROKEN_PAPER = { id: 'broken', grade: 12 };
export const BROKEN_PROBLEMS = [
  { place: 'grade', problem: 'must be <= 10' },
  { place: 'sections[0].items[3].text.hi', problem: 'missing' },
] as const;

/**
 * The papers' decisions for the memory backend in the web app's tests: the real ones need ajv,
 * which the web app never imports (ADR 0181), so this stands in with fixed answers.
 */
export const FAKE_PAPER_SERVER: MemoryPaperServer = {
  SAMPLE_PAPERS: [],
  uploadPaper(source) {
    if (typeof source === 'object' && source !== null && 'id' in source && source.id === 'broken') {
      return { ok: false, problems: BROKEN_PROBLEMS };
    }
    return {
      ok: true,
      paperId: STORED_PAPER.id,
      stored: STORED_PAPER,
      preview: preview(STORED_PAPER),
    };
  },
  assignmentRefusal(_editions, _editionId, grade, paper) {
    if (paper === null) return 'organiser/paper-unknown';
    return paper.grade === grade ? null : 'organiser/paper-grade';
  },
};
