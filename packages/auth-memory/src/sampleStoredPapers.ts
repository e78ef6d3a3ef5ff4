import type { StoredPaper } from '@apex/server/papers';
import stored from './sampleStoredPapers.json';

/**
 * The five sample papers as the server's import stores them (with their keys), made in Node by
 * `sampleStoredPapers.test.ts`, so the memory build runs the built-in test in a browser that never
 * loads the import (ADR 0183). A module of its own: only that build's built-in test loads it.
 */
export const SAMPLE_STORED_PAPERS = stored as readonly StoredPaper[];
