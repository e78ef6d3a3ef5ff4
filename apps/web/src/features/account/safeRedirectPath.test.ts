import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safeRedirectPath.ts';

describe('safeRedirectPath', () => {
  it('accepts paths on this site, with their query and hash', () => {
    expect(safeRedirectPath('/edit-profile')).toBe('/edit-profile');
    expect(safeRedirectPath('/apex?batch=1#dates')).toBe('/apex?batch=1#dates');
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
});
