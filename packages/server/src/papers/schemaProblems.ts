import type { PaperProblem } from '@apex/core/papers';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import schema from './paper.schema.json' with { type: 'json' };
import { placeOf, stepsOfPointer } from './place.ts';

/** Compiled on first use: only an import of a paper pays for it. */
let compiled: ReturnType<Ajv2020['compile']> | undefined;
function validator() {
  // `verbose` hands each error its schema, whose description says what a pattern wants.
  compiled ??= new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    verbose: true,
  }).compile(schema);
  return compiled;
}

/** What the schema says is wrong with `source`, each problem at its place. */
export function schemaProblems(source: unknown): PaperProblem[] {
  const validate = validator();
  if (validate(source)) return [];
  const problems: PaperProblem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const problem = problemOf(error);
    if (problem === undefined) continue;
    const key = `${problem.place}\n${problem.problem}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function problemOf(error: ErrorObject): PaperProblem | undefined {
  const steps = stepsOfPointer(error.instancePath);
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    // The failing `then` is reported by its own errors; the `if` around it says nothing new.
    case 'if':
      return undefined;
    case 'required':
      return { place: placeOf([...steps, String(params.missingProperty)]), problem: 'missing' };
    case 'additionalProperties':
      return {
        place: placeOf([...steps, String(params.additionalProperty)]),
        problem: 'not part of the format',
      };
    case 'false schema':
      return { place: placeOf(steps), problem: 'not allowed for this kind of item' };
    case 'minLength':
      return params.limit === 1
        ? { place: placeOf(steps), problem: 'missing' }
        : { place: placeOf(steps), problem: error.message ?? 'too short' };
    case 'enum':
      return {
        place: placeOf(steps),
        problem: `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`,
      };
    case 'const':
      return { place: placeOf(steps), problem: `must be ${String(params.allowedValue)}` };
    case 'pattern': {
      const wanted: unknown = error.parentSchema?.description;
      const problem = 'not in the form wanted';
      return {
        place: placeOf(steps),
        problem: typeof wanted === 'string' ? `${problem}: ${wanted}` : problem,
      };
    }
    default:
      return { place: placeOf(steps), problem: error.message ?? error.keyword };
  }
}
