// `node apps/functions/functionTimes.mjs < bench.log` (a `bench:attempts` run's output):
// src/testing/bench/functionTimesCommand.ts.
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('testing/bench/functionTimesCommand');
