import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { importPaper } from '@apex/server/papers';
import { type Plugin, runnerImport } from 'vite';

/**
 * The practice papers' modules (issue 40 step 6): `virtual:apex-practice-paper/<grade>` is the
 * grade's practice paper (src/features/practice/papers/grade-<grade>.json, written with TeX)
 * as the server's import stores it, its maths turned into MathML here, at build time, so no maths
 * library ships in the page (docs/adr/0173-practice-papers.md).
 */
export const PRACTICE_PAPER_MODULE = 'virtual:apex-practice-paper/';
export const PRACTICE_GRADES = [6, 7, 8, 9, 10] as const;

type ImportPaper = typeof importPaper;

/** Where grade `grade`'s practice paper is written. */
export function practiceSourceFile(grade: number): string {
  return fileURLToPath(
    new URL(`../src/features/practice/papers/grade-${grade}.json`, import.meta.url),
  );
}

/**
 * The module of one practice paper: its stored form, or an error naming each problem the import
 * found (a broken practice paper fails the build, never the page).
 */
export function practicePaperModule(grade: number, source: unknown, importer: ImportPaper): string {
  const result = importer(source);
  if (!result.ok) {
    const problems = result.problems.map(({ place, problem }) => `${place}: ${problem}`);
    throw new Error(`The Grade ${grade} practice paper has problems:\n${problems.join('\n')}`);
  }
  if (result.paper.grade !== grade) {
    throw new Error(`grade-${grade}.json holds a paper for Grade ${result.paper.grade}`);
  }
  return `export default ${JSON.stringify(result.paper)};\n`;
}

/** The grade a module id names, or undefined when it is not a practice paper's. */
export function practiceGradeOf(id: string): number | undefined {
  if (!id.startsWith(PRACTICE_PAPER_MODULE)) return undefined;
  const grade = Number(id.slice(PRACTICE_PAPER_MODULE.length));
  return PRACTICE_GRADES.find((known) => known === grade);
}

/**
 * The import is TypeScript of a workspace package (with ajv and Temml), which the loader of this
 * config cannot run: Vite's module runner loads it, once per build.
 */
async function loadImporter(root: string): Promise<ImportPaper> {
  const { module } = await runnerImport<{ importPaper: ImportPaper }>('@apex/server/papers', {
    root,
    configFile: false,
    logLevel: 'error',
  });
  return module.importPaper;
}

export function practicePapers(): Plugin {
  let root = process.cwd();
  let importer: Promise<ImportPaper> | undefined;
  return {
    name: 'apex-practice-papers',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return practiceGradeOf(id) === undefined ? undefined : `\0${id}`;
    },
    async load(id) {
      if (!id.startsWith('\0')) return undefined;
      const grade = practiceGradeOf(id.slice(1));
      if (grade === undefined) return undefined;
      const file = practiceSourceFile(grade);
      this.addWatchFile(file);
      const source: unknown = JSON.parse(await readFile(file, 'utf8'));
      importer ??= loadImporter(root);
      return practicePaperModule(grade, source, await importer);
    },
  };
}
