import { describe, expect, it } from 'vitest';
import { pairedCommand, takeOption } from './pairedLoads.mjs';

describe('takeOption', () => {
  it('returns the value after the flag and leaves only the other arguments', () => {
    const args = ['--route', '/apex', '/tmp/a', '--runs', '3', '/tmp/b'];
    expect(takeOption(args, '--route', '/register')).toBe('/apex');
    expect(takeOption(args, '--runs', '8')).toBe('3');
    expect(args).toEqual(['/tmp/a', '/tmp/b']);
  });

  it('falls back when the flag is absent or has no value', () => {
    expect(takeOption(['/tmp/a'], '--runs', '8')).toBe('8');
    const args = ['/tmp/a', '--runs'];
    expect(takeOption(args, '--runs', '8')).toBe('8');
    expect(args).toEqual(['/tmp/a']);
  });
});

describe('pairedCommand', () => {
  it('reads the route and the runs, with their defaults, and leaves the directories', () => {
    expect(pairedCommand(['/tmp/a', '--runs', '3', '/tmp/b'], 'usage')).toEqual({
      route: '/register',
      runs: 3,
      dists: ['/tmp/a', '/tmp/b'],
    });
    expect(pairedCommand(['--route', '/hi', '/tmp/a'], 'usage')).toEqual({
      route: '/hi',
      runs: 8,
      dists: ['/tmp/a'],
    });
  });

  it("takes the command's own default route", () => {
    expect(pairedCommand(['/tmp/a', '/tmp/b'], 'usage', '/').route).toBe('/');
  });
});
