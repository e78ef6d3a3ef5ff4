import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteDir } from './siteDir.ts';

describe('siteDir', () => {
  let work = '';
  afterEach(() => rm(work, { recursive: true, force: true }));

  it("is the build's client folder when it has one (framework mode), else the build itself", async () => {
    work = await mkdtemp(join(tmpdir(), 'apex-build-'));
    expect(siteDir(work)).toBe(work);
    await mkdir(join(work, 'client'));
    expect(siteDir(work)).toBe(join(work, 'client'));
  });
});
