import { describe, expect, it, vi } from 'vitest';
import { siteNavigation } from './siteNavigation.ts';

describe('siteNavigation', () => {
  it('gives site paths their address in the language, as the router under its basename would', () => {
    const navigate = vi.fn();
    const hi = siteNavigation(navigate, 'hi');
    expect(hi.hrefOf('/apex')).toBe('/hi/apex');
    expect(hi.hrefOf('/')).toBe('/hi');
    expect(hi.hrefOf('/#contact')).toBe('/hi#contact');
    expect(hi.hrefOf('/register?mode=signup')).toBe('/hi/register?mode=signup');
    expect(siteNavigation(navigate, 'en').hrefOf('/apex')).toBe('/apex');
  });

  it('adds a history entry for another page, and replaces it for the page the visitor is on', () => {
    const navigate = vi.fn();
    const site = siteNavigation(navigate, 'hi', () => '/hi/apex');
    site.go('/about');
    expect(navigate).toHaveBeenLastCalledWith('/about', { replace: false });
    site.go('/apex');
    expect(navigate).toHaveBeenLastCalledWith('/apex', { replace: true });
  });

  it('reads an address of a page in its language back into the site path; others are not its', () => {
    const hi = siteNavigation(vi.fn(), 'hi');
    const origin = window.location.origin;
    expect(hi.pathOf(`${origin}/hi/apex`)).toBe('/apex');
    expect(hi.pathOf(`${origin}/hi`)).toBe('/');
    expect(hi.pathOf('/hi#contact')).toBe('/#contact');
    expect(hi.pathOf('/hi/register?mode=signup')).toBe('/register?mode=signup');
    expect(hi.pathOf('/apex')).toBeNull();
    expect(hi.pathOf('https://example.com/hi/apex')).toBeNull();
    const en = siteNavigation(vi.fn(), 'en');
    expect(en.pathOf(`${origin}/apex#dates`)).toBe('/apex#dates');
    expect(en.pathOf('/hi/apex')).toBeNull();
  });
});
