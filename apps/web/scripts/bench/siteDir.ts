import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The deployable site inside a build directory: `<dir>/client` where the build writes one (React
 * Router's framework mode), else the directory itself (a plain `vite build`).
 */
export function siteDir(buildDir: string): string {
  const client = join(buildDir, 'client');
  return existsSync(client) ? client : buildDir;
}
