export function deployProblems(
  chunkReport: { backend: string } | null,
  scripts: ReadonlyArray<{ file: string; text: string }>,
): string[];
export function checkBuild(dist: string): string[];
