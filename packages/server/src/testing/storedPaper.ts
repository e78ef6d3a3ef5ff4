import type { StoredPaper } from '@apex/core/papers';
import { importPaper } from '../papers/importPaper.ts';
import { sourcePaper } from './paperFixture.ts';

/** The fixture paper as the import stores it. */
export function storedPaper(): StoredPaper {
  const result = importPaper(sourcePaper());
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.paper;
}
