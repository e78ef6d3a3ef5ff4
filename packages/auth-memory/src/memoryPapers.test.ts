import { EDITION_2024 } from '@apex/core';
import * as papers from '@apex/server/papers';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';

const ORGANISER = { email: 'organiser@example.com', password: 'Organiser@123' };

async function signedInOrganiser(options: Parameters<typeof createMemoryBackend>[0] = {}) {
  const backend = createMemoryBackend({ seedDemoAccounts: true, ...options });
  await backend.auth.signIn(ORGANISER.email, ORGANISER.password);
  return backend;
}

describe('the memory papers', () => {
  it('seeds the five sample papers through the import, so each can be assigned at once', async () => {
    const backend = await signedInOrganiser({ papers });

    for (const grade of [6, 7, 8, 9, 10]) {
      await backend.organiser.assignPaper('2024', grade, `sample-grade-${grade}`);
    }

    expect(await backend.organiser.assignedPapers('2024')).toEqual(
      [6, 7, 8, 9, 10].map((grade) => ({ grade, paperId: `sample-grade-${grade}` })),
    );
  });

  it('stores papers the import made and assigns each to its grade where the edition delivers the built-in test', async () => {
    const stored = [6, 8].map((grade) => {
      const decided = papers.uploadPaper(papers.SAMPLE_PAPERS[grade - 6]);
      if (!decided.ok) throw new Error('a sample paper does not import');
      return decided.stored;
    });
    const builtIn = {
      ...EDITION_2024,
      tests: EDITION_2024.tests.map(({ grade }) => ({
        grade,
        delivery:
          grade === 8
            ? { kind: 'built-in' as const }
            : { kind: 'external' as const, url: 'https://tests.example/x' },
      })),
    };
    const backend = await signedInOrganiser({ storedPapers: stored, editions: [builtIn] });

    expect(await backend.organiser.assignedPapers('2024')).toEqual([
      { grade: 8, paperId: 'sample-grade-8' },
    ]);
  });

  it('without the papers’ decisions (a browser) refuses an upload as unavailable', async () => {
    const backend = await signedInOrganiser();

    await expect(backend.organiser.uploadPaper(papers.SAMPLE_PAPERS[0])).rejects.toMatchObject({
      code: 'organiser/unavailable',
    });
  });

  it('keeps stored papers and assignments across a reload of the stored state', () => {
    const state = { ...emptyState(), papers: { p: '{"grade":8}' }, assignments: { '2024:8': 'p' } };

    const again = parseState(serializeState(state));

    expect(again?.papers).toEqual({ p: '{"grade":8}' });
    expect(again?.assignments).toEqual({ '2024:8': 'p' });
  });
});
