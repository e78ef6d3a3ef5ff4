import { vi } from 'vitest';
import type { SiteNavigation } from '../hooks/SiteNavigationContext.ts';

/** A Hindi page's `SiteNavigation` whose `go` only records where it was asked to go. */
export function fakeSiteNavigation() {
  return {
    hrefOf: vi.fn((to: string) => `/hi${to}`),
    go: vi.fn<(to: string) => void>(),
    pathOf: vi.fn((href: string): string | null => {
      const { origin, pathname, search, hash } = new URL(href, window.location.href);
      if (origin !== window.location.origin || !pathname.startsWith('/hi')) return null;
      return `${pathname.slice(3) || '/'}${search}${hash}`;
    }),
  } satisfies SiteNavigation;
}
