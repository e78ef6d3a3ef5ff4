import type { CheckedResultRow, ResultCandidate } from '@apex/core';
import { checkRows, type EditableRow } from './editableRows.ts';
import { type ParsedResults, parseResults, parseResultsHere } from './parseResults.ts';

/**
 * The results import's heavy work, off the main thread in the browser: reading the file, and
 * checking its rows against the edition's registrations (core's validateResultRows), so 100,000
 * rows never hold the console in one long task. Tests use `resultsHere`, the same code in-thread.
 */
export interface ResultsWorker {
  parse(file: Blob): Promise<ParsedResults>;
  check(
    rows: readonly EditableRow[],
    registrations: ReadonlyMap<string, ResultCandidate>,
  ): Promise<CheckedResultRow[]>;
}

/** What the worker is asked (parseResults.worker.ts). */
export type ResultsWorkerRequest =
  | { readonly kind: 'parse'; readonly file: Blob }
  | {
      readonly kind: 'check';
      readonly rows: readonly EditableRow[];
      readonly registrations: ReadonlyMap<string, ResultCandidate>;
    };

type WorkerAnswer<T> = { readonly ok: T } | { readonly error: string };

/** The worker's whole job, as a function of the request (the worker wires it to messages). */
export function answerRequest(
  request: ResultsWorkerRequest,
): Promise<ParsedResults | CheckedResultRow[]> {
  return request.kind === 'parse'
    ? request.file.text().then(parseResults)
    : Promise.resolve(checkRows(request.rows, request.registrations));
}

/** One request to a fresh module worker (`worker-src 'self'` in the CSP allows it). */
function ask<T>(request: ResultsWorkerRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parseResults.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer<T>>) => {
      worker.terminate();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data.ok);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(request);
  });
}

export const resultsInWorker: ResultsWorker = {
  parse: (file) => ask<ParsedResults>({ kind: 'parse', file }),
  check: (rows, registrations) => ask<CheckedResultRow[]>({ kind: 'check', rows, registrations }),
};

export const resultsHere: ResultsWorker = {
  parse: parseResultsHere,
  check: async (rows, registrations) => checkRows(rows, registrations),
};
