// `pnpm --filter @apex/functions bench:attempts`, inside the emulators: src/testing/bench/attemptBenchCommand.ts.
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('testing/bench/attemptBenchCommand', [/^firebase-admin(\/|$)/]);
