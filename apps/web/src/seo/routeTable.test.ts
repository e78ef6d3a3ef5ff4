import { describe, expect, it } from 'vitest';
import { paths } from '../routes/paths.ts';
import { htmlFileFor, PRERENDERED_PATHS, SHELL_PATHS } from './routeTable.ts';

describe('the prerender plan', () => {
  it('prerenders every route of the table except the account pages, and /login', () => {
    const everyPath = Object.values(paths).map((route) => route.path);
    expect(PRERENDERED_PATHS).toEqual(
      everyPath.filter((path) => path !== paths.register.path && path !== paths.editProfile.path),
    );
    expect(PRERENDERED_PATHS).toContain(paths.login.path);
    expect(SHELL_PATHS).toEqual([paths.register.path, paths.editProfile.path]);
  });

  it('maps clean URLs to the files hosting serves for them', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/apex')).toBe('apex/index.html');
    expect(htmlFileFor('/apex/')).toBe('apex/index.html');
  });
});
