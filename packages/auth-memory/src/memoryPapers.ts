import type { OrganiserService, PaperAssignment } from '@apex/auth-port';
import { deliveryOf, EDITIONS, type ExamEdition } from '@apex/core';
import type { StoredPaper } from '@apex/server/papers';
import { codeOnlyError } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOrganiserRole } from './organiserAccess.ts';
import type { MemoryStore } from './store.ts';
import type { MemoryPaperServer } from './types.ts';

type PaperCalls = Pick<OrganiserService, 'uploadPaper' | 'assignPaper' | 'assignedPapers'>;

const assignmentKey = (editionId: string, grade: number) => `${editionId}:${grade}`;

/**
 * The organiser's papers (issue 40), as the functions keep them in Firestore: the paper with its
 * keys as JSON text by id, and each edition's grade's paper id. The decisions are the server's
 * (`papers`, given by the caller); the keys never leave this module.
 */
export function createMemoryPapers(
  store: MemoryStore,
  runner: OperationRunner,
  papers: MemoryPaperServer | undefined,
): PaperCalls {
  const storedGrade = (paperId: string): { grade: number } | null => {
    const json = store.read().papers[paperId];
    if (json === undefined) return null;
    const grade: unknown = (JSON.parse(json) as { grade?: unknown }).grade;
    return typeof grade === 'number' ? { grade } : null;
  };

  return {
    uploadPaper: (source) =>
      runner.run('organiser.uploadPaper', () => {
        requireOrganiserRole(store);
        if (papers === undefined) throw codeOnlyError('organiser/unavailable');
        const decided = papers.uploadPaper(source);
        if (!decided.ok) return { ok: false, problems: decided.problems };
        store.update((state) => {
          state.papers[decided.paperId] = JSON.stringify(decided.stored);
        });
        return { ok: true, paperId: decided.paperId, paper: decided.preview };
      }),
    assignPaper: (editionId, grade, paperId) =>
      runner.run('organiser.assignPaper', () => {
        requireOrganiserRole(store);
        if (papers === undefined) throw codeOnlyError('organiser/unavailable');
        const refusal = papers.assignmentRefusal(EDITIONS, editionId, grade, storedGrade(paperId));
        if (refusal !== null) throw codeOnlyError(refusal);
        store.update((state) => {
          state.assignments[assignmentKey(editionId, grade)] = paperId;
        });
      }),
    assignedPapers: (editionId) =>
      runner.run('organiser.assignedPapers', () => {
        requireOrganiserRole(store);
        if (!EDITIONS.some((edition) => edition.id === editionId)) {
          throw codeOnlyError('registration/unknown-edition');
        }
        const assigned: PaperAssignment[] = [];
        for (const [key, paperId] of Object.entries(store.read().assignments)) {
          const [edition, grade] = key.split(':');
          if (edition === editionId) assigned.push({ grade: Number(grade), paperId });
        }
        return assigned.sort((a, b) => a.grade - b.grade);
      }),
  };
}

/** Stores the sample papers through the server's import, as an upload would (development). */
export function seedSamplePapers(store: MemoryStore, papers: MemoryPaperServer): void {
  for (const source of papers.SAMPLE_PAPERS) {
    const decided = papers.uploadPaper(source);
    if (!decided.ok) throw new Error(`a sample paper does not import: ${source.id}`);
    store.update((state) => {
      state.papers[decided.paperId] ??= JSON.stringify(decided.stored);
    });
  }
}

/**
 * Stores papers the server's import made (the memory build's `sampleStoredPapers.json`) and
 * assigns each to its grade in every edition whose grade uses the built-in test: what an
 * organiser's upload and assignment would do, for a browser that never runs the import (ADR 0183).
 * An assignment already made stays.
 */
export function seedStoredPapers(
  store: MemoryStore,
  papers: readonly StoredPaper[],
  editions: readonly ExamEdition[],
): void {
  store.update((state) => {
    for (const paper of papers) {
      state.papers[paper.id] ??= JSON.stringify(paper);
      for (const edition of editions) {
        if (deliveryOf(edition, paper.grade)?.kind !== 'built-in') continue;
        state.assignments[assignmentKey(edition.id, paper.grade)] ??= paper.id;
      }
    }
  });
}
