/**
 * Papers' shapes and scoring (issue 40), pure and free of any library: the server scores an attempt
 * with them (`@apex/server` re-exports them, so each rule is written once) and the practice page
 * checks a practice paper in the browser with the same code. The import (JSON Schema, TeX to MathML)
 * stays in `@apex/server/papers`.
 */
export { normaliseText, readNumber } from './readAnswer.ts';
export { type AttemptScore, isRight, type SectionScore, scoreAttempt } from './scoreAttempt.ts';
export type * from './types.ts';
export { LANGUAGES } from './types.ts';
