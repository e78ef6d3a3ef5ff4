import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkerArgs, parseArgs } from './check-html.mjs';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'apex-html-'));
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

describe('parseArgs', () => {
  it('checks dist/client when no directory is given', async () => {
    await mkdir(join(cwd, 'dist', 'client'), { recursive: true });
    expect(parseArgs([], cwd)).toEqual({ siteDir: join(cwd, 'dist', 'client') });
  });

  it('checks the directory given, relative to where it runs, past a pnpm `--`', async () => {
    await mkdir(join(cwd, 'site'));
    expect(parseArgs(['--', 'site'], cwd)).toEqual({ siteDir: join(cwd, 'site') });
  });

  it('refuses a directory that is not there, saying to build first', () => {
    const result = parseArgs([], cwd);
    expect(result).toEqual({ error: expect.stringContaining('pnpm build') });
  });

  it('refuses a file, an option and a second directory', async () => {
    await writeFile(join(cwd, 'page.html'), '');
    await mkdir(join(cwd, 'a'));
    await mkdir(join(cwd, 'b'));
    expect(parseArgs(['page.html'], cwd)).toHaveProperty('error');
    expect(parseArgs(['--fix'], cwd)).toEqual({ error: 'unknown option --fix' });
    expect(parseArgs(['a', 'b'], cwd)).toHaveProperty('error');
  });
});

describe('checkerArgs', () => {
  it('reports errors only, on the HTML files only, of the whole site', () => {
    expect(checkerArgs('/x/vnu.jar', '/site')).toEqual([
      '-jar',
      '/x/vnu.jar',
      '--errors-only',
      '--skip-non-html',
      '/site',
    ]);
  });
});
