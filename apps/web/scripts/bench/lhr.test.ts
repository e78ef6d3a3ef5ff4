import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import recorded from '../../src/testing/lighthouseResult.json';
import { median, readRuns } from './lhr.ts';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBeNaN();
  });
});

describe('readRuns', () => {
  let work = '';
  afterEach(() => rm(work, { recursive: true, force: true }));

  it("groups the runs of LHCI's filesystem upload by route, whatever the server's port", async () => {
    work = await mkdtemp(join(tmpdir(), 'apex-lhci-'));
    const manifest = ['a', 'b', 'c'].map((name, index) => ({
      url: index === 2 ? 'http://127.0.0.1:4701/hi' : 'http://127.0.0.1:4701/register',
      isRepresentativeRun: index === 0,
      jsonPath: join(work, `${name}.json`),
    }));
    for (const entry of manifest) {
      await writeFile(entry.jsonPath, JSON.stringify({ ...recorded, requestedUrl: entry.url }));
    }
    await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest));

    const runs = await readRuns(work);

    expect([...runs.keys()]).toEqual(['/register', '/hi']);
    expect(runs.get('/register')?.map((lhr) => lhr.requestedUrl)).toEqual([
      'http://127.0.0.1:4701/register',
      'http://127.0.0.1:4701/register',
    ]);
  });
});
