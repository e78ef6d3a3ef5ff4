import type { Plugin } from 'vite';
import type { ChunkSets } from './chunkGroups.ts';

/** The chunk build/chunkGroups.ts gives React's runtime. */
const REACT_GROUP: keyof ChunkSets = 'react';

/**
 * The bundler's wrapper around each CommonJS module, as it writes it before minifying:
 * `__commonJSMin(((exports, module) => {`. Only a block-bodied arrow, so the body's closing `})`
 * stays as it is.
 */
const ARROW_WRAPPER = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

/**
 * The same wrappers as parenthesised function expressions, `__commonJSMin((function(exports) {`,
 * which V8 compiles eagerly, off the main thread, while the chunk streams in. The bundler means its
 * parenthesised arrows as the same hint, but measured here V8 compiled react-dom's 170 KB body
 * lazily anyway, on the main thread, in the task that evaluates React: a quarter of that task
 * (docs/decisions.md, P24). In React's chunk a wrapper's body is a CommonJS module's top level,
 * which uses neither `this` nor `arguments`, the two things an arrow and a function expression
 * see differently.
 */
export function eagerWrappers(code: string): string {
  return code.replace(
    ARROW_WRAPPER,
    (_match, params: string) => `__commonJSMin((function(${params}) {`,
  );
}

/** Applies eagerWrappers to React's chunk. */
export function eagerReactWrappers(): Plugin {
  return {
    name: 'apex:eager-react-wrappers',
    apply: 'build',
    renderChunk(code, chunk) {
      if (this.environment.name !== 'client' || chunk.name !== REACT_GROUP) return null;
      const rewritten = eagerWrappers(code);
      if (rewritten === code) {
        this.error(
          "React's chunk has no CommonJS wrapper left to compile eagerly: has the bundler's output changed?",
        );
      }
      // Lines stay where they were: the source map, when there is one, still fits.
      return { code: rewritten, map: null };
    },
  };
}
