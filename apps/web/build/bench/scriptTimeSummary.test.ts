import { describe, expect, it } from 'vitest';
import { chunkName, summarizeScriptTime } from './scriptTimeSummary.mjs';

describe('chunkName', () => {
  it('drops the content hash, even one with a dash in it', () => {
    expect(chunkName('http://127.0.0.1:4173/assets/react-CL-C8gf1.js')).toBe('react');
    expect(chunkName('/assets/rolldown-runtime-XKyaHtl9.js')).toBe('rolldown-runtime');
    expect(chunkName('/assets/app-B0H-FcGP.js')).toBe('app');
  });
});

describe('summarizeScriptTime', () => {
  it("takes each chunk's longest entry per load, then the median over loads, longest first", () => {
    const react = '/assets/react-CL-C8gf1.js';
    const app = '/assets/app-B0H-FcGP.js';
    const rows = summarizeScriptTime([
      [
        { url: react, duration: 120 },
        { url: react, duration: 60 },
        { url: app, duration: 55 },
      ],
      [{ url: react, duration: 100 }],
      [
        { url: react, duration: 140 },
        { url: app, duration: 30 },
      ],
    ]);
    expect(rows).toEqual([
      { chunk: 'react', medianMs: 120, longLoads: 3, loads: 3 },
      { chunk: 'app', medianMs: 30, longLoads: 1, loads: 3 },
    ]);
  });
});
