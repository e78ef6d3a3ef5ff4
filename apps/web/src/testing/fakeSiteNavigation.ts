import { vi } from 'vitest';
import type { SiteNavigation } from '../hooks/SiteNavigationContext.ts';
import { siteNavigation } from '../routes/siteNavigation.ts';

/** A Hindi page's `SiteNavigation`, its addresses the real ones, whose `go` only records where it was asked to go. */
export function fakeSiteNavigation() {
  const hindi = siteNavigation(vi.fn(), 'hi');
  return {
    hrefOf: vi.fn(hindi.hrefOf),
    go: vi.fn<(to: string) => void>(),
    pathOf: vi.fn(hindi.pathOf),
  } satisfies SiteNavigation;
}
