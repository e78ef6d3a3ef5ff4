import { type ComponentPropsWithRef, useContext } from 'react';
import { Link } from 'react-router-dom';
import { SiteNavigationContext } from '../../hooks/SiteNavigationContext.ts';
import { opensHere } from './opensHere.ts';

export type SiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  /** A path of the site from its root, in English (`/apex`, `/#contact`, `/register?mode=signup`). */
  to: string;
};

/**
 * A link to another page of the site: an `<a>` with the page's address in the document's language,
 * and a plain click goes there without reloading the document. It does what React Router's `<Link>`
 * does for our links, which are all site paths without state, and costs one context read: each
 * `<Link>` runs some twenty hooks, two effects and a ref as the page hydrates, and the home page has
 * forty of them (docs/decisions.md, P30). Links that show which page is current stay `NavLink`s.
 */
export function SiteLink({ to, onClick, target, ...rest }: SiteLinkProps) {
  const site = useContext(SiteNavigationContext);
  if (site === null) return <Link to={to} onClick={onClick} target={target} {...rest} />;
  return (
    <a
      {...rest}
      href={site.hrefOf(to)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event, target)) return;
        event.preventDefault();
        site.go(to);
      }}
    />
  );
}
