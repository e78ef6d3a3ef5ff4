/// <reference lib="webworker" />
// The results file is parsed here, off the main thread, so 100,000 rows never block the console
// (issue 29). The logic is parseResults, tested as a pure function.
import { parseResults } from './parseResults.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<Blob>) => {
  event.data.text().then(
    (text) => self.postMessage(parseResults(text)),
    (error: unknown) => self.postMessage({ error: String(error) }),
  );
});
