// `pnpm --filter @apex/functions organiser grant|revoke <email>`: src/organiserCommand.ts.
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('organiserCommand', [/^firebase-admin(\/|$)/]);
