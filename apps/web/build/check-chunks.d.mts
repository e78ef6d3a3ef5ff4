export interface Chunk {
  file: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  packages: string[];
}
export interface Result {
  failures: string[];
  passes: string[];
}
export function isFirebasePackage(name: string): boolean;
export function isMemoryPackage(name: string): boolean;
export function criticalPath(chunks: Chunk[]): Chunk[];
export function checkChunks(distDir: string, backend: 'memory' | 'firebase'): Result;
