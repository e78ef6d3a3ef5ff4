import { Link, NavLink } from 'react-router';
import type { NavItem } from '../../content/navigation.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';

export interface NavItemLinkProps {
  item: NavItem;
  className: string | undefined;
  onNavigate: () => void;
}

/**
 * A nav link. Page links mark the current page (`aria-current`); anchors into the home page do
 * not, since every one of them would match `/`.
 */
export function NavItemLink({ item, className, onNavigate }: NavItemLinkProps) {
  const siteHref = useSiteHref();
  if (item.href.includes('#')) {
    return (
      <Link to={siteHref(item.href)} className={className} onClick={onNavigate}>
        {item.label}
      </Link>
    );
  }
  return (
    <NavLink to={siteHref(item.href)} end className={className ?? ''} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
