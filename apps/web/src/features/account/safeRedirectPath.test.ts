import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath.ts';

describe('safeRedirectPath', () => {
  it('accepts paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/edit-profile')).toBe('/edit-profile');
    expect(safeRedirectPath('/apex?batch=1#dates')).toBe('/apex?batch=1#dates');
  });

  it('returns the resolved path when dot segments stay on this site', () => {
    expect(safeRedirectPath('/apex/../edit-profile')).toBe('/edit-profile');
    expect(safeRedirectPath('/./apex')).toBe('/apex');
    expect(safeRedirectPath('/a%2Fb')).toBe('/a%2Fb');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/path'],
    ['a backslash host', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'edit-profile'],
    ['a tab-smuggled host', '/\t/evil.example'],
    ['nothing', null],
    ['an empty string', ''],
  ])('refuses %s', (_, candidate) => {
    expect(safeRedirectPath(candidate)).toBeNull();
  });

  it.each([
    ['dot segments that resolve to //host', '/..//evil.example'],
    ['a dot segment before //host', '/./..//evil.example/x'],
    ['encoded dot segments', '/%2e%2e//evil.example'],
    ['an encoded slash pair', '/%2F%2Fevil.example'],
    ['an encoded slash after the first', '/%2Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash pair', '/%5C%5Cevil.example'],
    ['a malformed escape', '/%E0%A4%A'],
  ])('refuses %s, judged on the path it resolves to', (_, candidate) => {
    expect(safeRedirectPath(candidate)).toBeNull();
  });

  it.each(['/login', '/register', '/register?mode=signup', '/login/', '/apex/../login'])(
    'refuses %s: returning to a sign-in page would only show it again',
    (candidate) => {
      expect(safeRedirectPath(candidate)).toBeNull();
    },
  );
});
