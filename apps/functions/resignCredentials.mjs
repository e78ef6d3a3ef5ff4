// `pnpm --filter @apex/functions resign-credentials`: src/resignCommand.ts. See docs/deploy.md §7.
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('resignCommand', [/^firebase-admin(\/|$)/]);
