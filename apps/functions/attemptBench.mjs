// `pnpm --filter @apex/functions bench:attempts`, inside the emulators: src/attemptBenchCommand.ts.
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('attemptBenchCommand', [/^firebase-admin(\/|$)/]);
