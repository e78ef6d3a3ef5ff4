import type { ReactNode } from 'react';
import { MOBILE_NAV } from '../../content/navigation.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './MobileMenu.module.css';
import { NavItemLink } from './NavItemLink.tsx';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
  /** The account slot, last in the list. */
  account: ReactNode;
}

/** The list the hamburger opens on small screens: the content pages and the account slot. */
export function MobileMenu({ id, open, onNavigate, account }: MobileMenuProps) {
  const words = useMessages().layout;
  const items = useLocalized(MOBILE_NAV);
  return (
    <nav id={id} className={styles.menu} aria-label={words.menu} hidden={!open}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <NavItemLink item={item} className={styles.link} onNavigate={onNavigate} />
          </li>
        ))}
        <li>
          <LanguageSwitch className={styles.link} />
        </li>
        <li className={styles.account}>{account}</li>
      </ul>
    </nav>
  );
}
