import { describe, expect, it } from 'vitest';
import { longestPerScript, scriptLongTasks } from './longTasks.mjs';

describe('scriptLongTasks', () => {
  it("keeps only the tasks Lighthouse pins on a built script, not the document's or unattributed ones", () => {
    expect(
      scriptLongTasks([
        { url: 'Unattributable', duration: 204.4, startTime: 624 },
        { url: 'http://127.0.0.1:4173/apex', duration: 69, startTime: 861 },
        { url: 'http://127.0.0.1:4173/assets/client-XB-GqTg7.js', duration: 57.2, startTime: 1957 },
        { url: 'http://127.0.0.1:4173/assets/style-D4sCbFv4.css', duration: 51, startTime: 700 },
      ]),
    ).toEqual([{ script: 'client-XB-GqTg7.js', ms: 57 }]);
  });
});

describe('longestPerScript', () => {
  it('lists each script once with its longest task, longest first', () => {
    expect(
      longestPerScript([
        { script: 'client.js', ms: 50 },
        { script: 'src.js', ms: 71 },
        { script: 'client.js', ms: 57 },
      ]),
    ).toEqual(['src.js 71 ms', 'client.js 57 ms']);
  });

  it('is empty when no script had a long task', () => {
    expect(longestPerScript([])).toEqual([]);
  });
});
