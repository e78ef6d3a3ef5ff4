import {
  type ColumnMapping,
  guessMapping,
  type ResultsFile,
  readResultsFile,
} from './resultsFile.ts';

/** What the worker answers for a file: its rows and the mapping its headers suggest, if any. */
export interface ParsedResults {
  readonly file: ResultsFile;
  readonly mapping: ColumnMapping | null;
}

/** The worker's whole job, as a pure function (the worker only wires it to messages). */
export function parseResults(text: string): ParsedResults {
  const file = readResultsFile(text);
  return { file, mapping: guessMapping(file.headers) };
}

/** Reads a chosen file off the main thread; tests pass `parseResultsHere` instead. */
export type ResultsParser = (file: Blob) => Promise<ParsedResults>;

/**
 * The same work on the calling thread: for tests, where there is no Worker. FileReader, not
 * `Blob.text()`, which the test DOM lacks.
 */
export const parseResultsHere: ResultsParser = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(parseResults(String(reader.result))));
    reader.addEventListener('error', () => reject(reader.error));
    reader.readAsText(file);
  });
