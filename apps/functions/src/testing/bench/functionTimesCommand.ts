import { readFileSync } from 'node:fs';
import { describeFunctionTimes } from './functionTimes.ts';

/** `node functionTimes.mjs < bench.log`: the load run's times inside each function. */
for (const line of describeFunctionTimes(readFileSync(0, 'utf8'))) console.log(line);
