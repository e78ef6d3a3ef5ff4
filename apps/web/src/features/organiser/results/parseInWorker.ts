import type { ParsedResults, ResultsParser } from './parseResults.ts';

type WorkerAnswer = ParsedResults | { readonly error: string };

/** Parses a results file in a module worker (`worker-src 'self'` in the CSP allows it). */
export const parseInWorker: ResultsParser = (file) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parseResults.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(file);
  });
