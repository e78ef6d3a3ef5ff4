import { createContext } from 'react';

/** How a link reaches another page of the site, in the document's language (src/components/ui/SiteLink.tsx). */
export interface SiteNavigation {
  /** The address of a site path (`/apex`, `/#contact`) in this document's language. */
  hrefOf(to: string): string;
  /** Goes to a site path without reloading the document. */
  go(to: string): void;
  /**
   * The site path an address leads to, if it is a page of this document's language
   * (`/hi/apex` → `/apex` on a Hindi page); null for another site or the other language.
   */
  pathOf(href: string): string | null;
}

/**
 * Set once at the root, inside the router (src/layouts/RootLayout.tsx). Outside it (a component
 * rendered alone in a test) there is none, and `SiteLink` is React Router's `Link`.
 */
export const SiteNavigationContext = createContext<SiteNavigation | null>(null);
