import { bypass, HttpResponse, http } from 'msw';

/**
 * Counts what Firestore reads for the adapter, from the REST answers it gets (the SDK's lite
 * build speaks REST): an msw handler passes each query on to the emulator unchanged and counts
 * the documents in the answer. A query is billed one read per document it returns; an
 * aggregation (count()) returns none, and is billed one read per 1,000 index entries it counts
 * (at least one), which `aggregations` lets the caller work out from the counts.
 */

export interface ReadStep {
  /** runQuery requests, and the most documents one of them returned. */
  queries: number;
  largestAnswer: number;
  /** Documents returned by queries and by document gets (batchGet). */
  documents: number;
  /** Documents asked for by gets, found or not. */
  gets: number;
  /** Queries that returned nothing (each still billed a read). */
  emptyQueries: number;
  /** runAggregationQuery requests, and the counts they answered. */
  aggregations: number[];
}

const emptyStep = (): ReadStep => ({
  queries: 0,
  largestAnswer: 0,
  documents: 0,
  gets: 0,
  emptyQueries: 0,
  aggregations: [],
});

type Answer = readonly Record<string, unknown>[];

/** The answer's text, counted by `count`, then handed to the SDK unchanged. */
async function passOn(request: Request, count: (answer: Answer) => void): Promise<Response> {
  const response = await fetch(bypass(request));
  const text = await response.text();
  if (response.ok) {
    const parsed: unknown = JSON.parse(text);
    count(Array.isArray(parsed) ? (parsed as Answer) : [parsed as Record<string, unknown>]);
  }
  return new HttpResponse(text, { status: response.status, headers: response.headers });
}

export function createReadCounter() {
  let step = emptyStep();
  const handlers = [
    // RegExps: the verbs' colons would read as route parameters.
    http.post(/:runQuery$/, ({ request }) =>
      passOn(request, (answer) => {
        const documents = answer.filter((entry) => entry.document !== undefined).length;
        step.queries += 1;
        step.documents += documents;
        if (documents === 0) step.emptyQueries += 1;
        step.largestAnswer = Math.max(step.largestAnswer, documents);
      }),
    ),
    http.post(/:batchGet$/, ({ request }) =>
      passOn(request, (answer) => {
        step.documents += answer.filter((entry) => entry.found !== undefined).length;
        step.gets += answer.filter(
          (entry) => entry.found !== undefined || entry.missing !== undefined,
        ).length;
      }),
    ),
    http.post(/:runAggregationQuery$/, ({ request }) =>
      passOn(request, (answer) => {
        for (const entry of answer) {
          const result = entry.result as
            | { aggregateFields?: Record<string, { integerValue?: string }> }
            | undefined;
          for (const field of Object.values(result?.aggregateFields ?? {})) {
            step.aggregations.push(Number(field.integerValue ?? 0));
          }
        }
      }),
    ),
  ];
  return {
    handlers,
    /** Runs `work` and gives what it read. */
    async measure<T>(work: () => Promise<T>): Promise<{ value: T; reads: ReadStep; ms: number }> {
      step = emptyStep();
      const started = performance.now();
      const value = await work();
      return { value, reads: step, ms: performance.now() - started };
    },
  };
}

/** What Firestore bills for a step: each document, and each count by its 1,000s of entries. */
export function billedReads(reads: ReadStep): number {
  const fromGets = reads.gets - Math.min(reads.gets, reads.documents);
  return (
    reads.documents +
    fromGets +
    reads.emptyQueries +
    reads.aggregations.reduce((sum, count) => sum + Math.max(1, Math.ceil(count / 1000)), 0)
  );
}
