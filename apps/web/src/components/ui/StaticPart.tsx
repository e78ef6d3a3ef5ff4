import {
  createElement,
  type HTMLAttributes,
  type MouseEvent,
  type Ref,
  useContext,
  useId,
  useState,
} from 'react';
import { type SiteNavigation, SiteNavigationContext } from '../../hooks/SiteNavigationContext.ts';
import { isInitialHydration } from '../../hydration/initialHydration.ts';
import { opensHere } from './opensHere.ts';

export type StaticPartProps = HTMLAttributes<HTMLElement> & {
  /** The element the part is: its own attributes, ref and handlers work as on any element. */
  as?: 'div' | 'ul' | 'article';
  ref?: Ref<HTMLElement>;
};

const MARK = 'data-static-part';

/** The markup the prerenderer made for the part with this id, if the page has it. */
function prerenderedMarkup(id: string): string | null {
  for (const element of document.querySelectorAll(`[${MARK}]`)) {
    if (element.getAttribute(MARK) === id) return element.innerHTML;
  }
  return null;
}

/**
 * A plain click on a link of the part that stays on the site, in this language, goes there
 * without reloading the document, as a `SiteLink`'s does; a link that handled its own click
 * (a live `SiteLink`) has prevented the default already.
 */
function followSiteLink(event: MouseEvent<HTMLElement>, site: SiteNavigation): void {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const anchor = event.target.closest('a');
  if (anchor === null || !event.currentTarget.contains(anchor)) return;
  const href = anchor.getAttribute('href');
  if (href === null || href.startsWith('#') || anchor.hasAttribute('download')) return;
  if (!opensHere(event, anchor.getAttribute('target'))) return;
  const to = site.pathOf(anchor.href);
  if (to === null) return;
  event.preventDefault();
  site.go(to);
}

/**
 * A part of a page whose content never changes while the page is open: copy, pictures and links,
 * no exam status, no session, nothing the visitor does. On the prerendered page React keeps the
 * part's markup as it is instead of hydrating it: the part's first render, while the page hydrates,
 * takes the markup the prerenderer made and gives it back as the element's content, so React
 * neither walks nor rebuilds it. Hydrating is most of the work of starting the app on a page,
 * and most of a page is parts like these (docs/decisions.md, P31).
 *
 * Anywhere else (another page reached by a link, a page rendered in the browser, a test) it
 * renders its children, as any element would. Its links work either way: a plain click on one
 * goes through the site's navigation (`SiteNavigationContext`), as a `SiteLink` does.
 *
 * The markup it keeps is the prerenderer's, made from our own content: never anything a visitor
 * typed.
 */
export function StaticPart({ as = 'div', children, onClick, ...rest }: StaticPartProps) {
  const id = useId();
  const site = useContext(SiteNavigationContext);
  const [kept] = useState(() => (isInitialHydration() ? prerenderedMarkup(id) : null));
  const props = {
    ...rest,
    [MARK]: id,
    onClick: (event: MouseEvent<HTMLElement>) => {
      onClick?.(event);
      if (site !== null) followSiteLink(event, site);
    },
  };
  return kept === null
    ? createElement(as, props, children)
    : createElement(as, { ...props, dangerouslySetInnerHTML: { __html: kept } });
}
