import type { SourcePaper } from '@apex/core/papers';
import grade6 from './grade-6.json' with { type: 'json' };
import grade7 from './grade-7.json' with { type: 'json' };
import grade8 from './grade-8.json' with { type: 'json' };
import grade9 from './grade-9.json' with { type: 'json' };
import grade10 from './grade-10.json' with { type: 'json' };

/**
 * Original sample papers, one per grade (issue 40), in the source format: for development, tests and
 * (a later step) the memory backend's seed. Written for this project. The JSON's types are wider
 * than the format's (a kind is any string), so the import, not this cast, is what checks them: the
 * samples' test imports each one.
 */
export const SAMPLE_PAPERS: readonly SourcePaper[] = [grade6, grade7, grade8, grade9, grade10].map(
  (paper) => paper as SourcePaper,
);
