// `pnpm --filter @apex/functions search-tokens <editionId>`: src/searchTokensCommand.ts. See
// docs/organiser.md, "Search".
import { runTypeScript } from './scripts/run-typescript.mjs';

await runTypeScript('searchTokensCommand', [/^firebase-admin(\/|$)/]);
