import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { hostingGlobOf, htmlFileFor, PRERENDERED_PATHS, SHELL_PATHS } from './routeTable.ts';

describe('the prerender plan', () => {
  it('prerenders every route of the table but the profile, registration, guardian (both of its pages), parent, list-link, certificate, organiser and test pages, which get the shell', () => {
    const everyPath = Object.values(routes).map((route) => route.path);
    const shells: string[] = [
      routes.editProfile.path,
      routes.examRegistration.path,
      routes.examTest.path,
      routes.guardian.path,
      routes.parent.path,
      routes.guardianManage.path,
      routes.subscribeConfirm.path,
      routes.unsubscribe.path,
      routes.certificate.path,
      routes.organiser.path,
    ];
    expect(PRERENDERED_PATHS).toEqual(everyPath.filter((path) => !shells.includes(path)));
    expect(PRERENDERED_PATHS).toEqual(
      expect.arrayContaining([routes.home.path, routes.login.path, routes.register.path]),
    );
    expect(SHELL_PATHS).toEqual(shells);
  });

  it("writes a route's parameter as one segment of the hosting's glob", () => {
    expect(hostingGlobOf(routes.certificate.path)).toBe('/certificate/*');
    expect(hostingGlobOf('/hi/certificate/:id')).toBe('/hi/certificate/*');
    expect(hostingGlobOf(routes.guardian.path)).toBe('/guardian');
  });

  it('maps clean URLs to the files hosting serves for them', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/apex')).toBe('apex/index.html');
    expect(htmlFileFor('/apex/')).toBe('apex/index.html');
  });
});
