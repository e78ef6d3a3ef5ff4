// `pnpm --filter @apex/functions verify-credential`: src/verifyCredentialCommand.ts. See
// docs/results.md, "Credentials".
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('verifyCredentialCommand');
