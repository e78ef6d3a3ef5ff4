import { NavLink } from 'react-router-dom';
import type { NavItem } from '../../content/navigation.ts';
import { SiteLink } from '../ui/SiteLink.tsx';

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
  if (item.href.includes('#')) {
    return (
      <SiteLink to={item.href} className={className} onClick={onNavigate}>
        {item.label}
      </SiteLink>
    );
  }
  return (
    <NavLink to={item.href} end className={className ?? ''} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
