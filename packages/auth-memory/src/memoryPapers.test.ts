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
