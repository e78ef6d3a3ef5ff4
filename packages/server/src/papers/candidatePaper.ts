import type { CandidateItem, CandidatePaper, StoredItem, StoredPaper } from '@apex/core/papers';
import { seededShuffle } from './seededShuffle.ts';

/**
 * The paper one attempt receives: every answer key and tolerance taken out, and the items of each
 * section in an order drawn from `seed` (the attempt's id), so a resume, on any device, shows the
 * same order. Sections keep their order (each has its own marks and time); choices keep theirs,
 * since an author may write "both of the above".
 */
export function candidatePaper(paper: StoredPaper, seed: string): CandidatePaper {
  return {
    ...paper,
    sections: paper.sections.map((section) => ({
      ...section,
      items: seededShuffle(section.items, `${seed}/${section.id}`).map(withoutKey),
    })),
  };
}

/**
 * The paper as a candidate sees it, in the author's order: what the organiser previews after an
 * upload, every item at its place (`sections[1].items[4]`), no key.
 */
export function previewPaper(paper: StoredPaper): CandidatePaper {
  return {
    ...paper,
    sections: paper.sections.map((section) => ({
      ...section,
      items: section.items.map(withoutKey),
    })),
  };
}

function withoutKey(item: StoredItem): CandidateItem {
  const { answer: _answer, ...rest } = item;
  if ('tolerance' in rest) {
    const { tolerance: _tolerance, ...noTolerance } = rest;
    return noTolerance;
  }
  return rest;
}
