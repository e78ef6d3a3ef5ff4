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
});
