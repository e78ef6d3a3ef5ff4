import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { htmlFileFor, PRERENDERED_PATHS, SHELL_PATHS } from './routeTable.ts';

describe('the prerender plan', () => {
  it('prerenders every route of the table but the profile, registration and guardian pages, which get the shell', () => {
    const everyPath = Object.values(routes).map((route) => route.path);
    const shells: string[] = [
      routes.editProfile.path,
      routes.examRegistration.path,
      routes.guardian.path,
    ];
    expect(PRERENDERED_PATHS).toEqual(everyPath.filter((path) => !shells.includes(path)));
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining([routes.home.path, routes.login.path, routes.register.path]),
    );
    expect(SHELL_PATHS).toEqual(shells);
  });

  it('maps clean URLs to the files hosting serves for them', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/apex')).toBe('apex/index.html');
    expect(htmlFileFor('/apex/')).toBe('apex/index.html');
  });
});
