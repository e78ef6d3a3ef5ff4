/// <reference lib="webworker" />
// The results file is parsed and checked here, off the main thread, so 100,000 rows never block
// the console (issue 29). The logic is answerRequest, tested as a function.
import { answerRequest, type ResultsWorkerRequest } from './resultsWorker.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ResultsWorkerRequest>) => {
  answerRequest(event.data).then(
    (ok) => self.postMessage({ ok }),
    (error: unknown) => self.postMessage({ error: String(error) }),
  );
});
