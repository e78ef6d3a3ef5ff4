import { describe, expect, it } from 'vitest';
import {
  localeOfPath,
  localizedFile,
  localizedHref,
  routerBasename,
  unlocalizedPath,
} from './localePath.ts';

describe('language in the URL', () => {
  it('reads Hindi from the /hi prefix only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/apex')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('strips and adds the prefix, keeping query and hash', () => {
    expect(unlocalizedPath('/hi')).toBe('/');
    expect(unlocalizedPath('/hi/apex')).toBe('/apex');
    expect(unlocalizedPath('/apex')).toBe('/apex');
    expect(localizedHref('/', 'hi')).toBe('/hi');
    expect(localizedHref('/?x=1#top', 'hi')).toBe('/hi?x=1#top');
    expect(localizedHref('/course?course=expert', 'hi')).toBe('/hi/course?course=expert');
    expect(localizedHref('/apex', 'en')).toBe('/apex');
    expect(localizedHref('https://example.com/', 'hi')).toBe('https://example.com/');
  });

  it('runs a Hindi router under /hi and keeps Hindi files under hi/', () => {
    expect(routerBasename('hi')).toBe('/hi');
    expect(routerBasename('en')).toBeUndefined();
    expect(localizedFile('404.html', 'hi')).toBe('hi/404.html');
    expect(localizedFile('app-shell.html', 'en')).toBe('app-shell.html');
  });
});
