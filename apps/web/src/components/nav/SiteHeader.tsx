import { AGENCY } from '@apex/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DESKTOP_NAV } from '../../content/navigation.ts';
import { useDismiss } from '../../hooks/useDismiss.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { LogoMark } from '../ui/LogoMark.tsx';
import type { AccountSlot } from './AccountSlot.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MenuButton } from './MenuButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavItemLink } from './NavItemLink.tsx';
import styles from './SiteHeader.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

/** The black, fixed navigation bar (spec section 2): logo, links, account slot, hamburger. */
export function SiteHeader({ account }: { account: AccountSlot }) {
  const siteHref = useSiteHref();
  const [open, setOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  const words = useMessages().layout;
  const desktopNav = useLocalized(DESKTOP_NAV);

  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    // Escape leaves focus where the menu was opened, so keyboard users keep their place.
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(headerRef, open, dismiss);

  // Any navigation closes the menu, including back/forward and links outside the nav.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setOpen(false), [pathname, hash]);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to={siteHref(routes.home.getHref())} className={styles.logo} onClick={close}>
          <LogoMark />
          <span>{AGENCY.name}</span>
        </Link>
        <nav className={styles.desktop} aria-label={words.mainNav}>
          <ul className={styles.links}>
            {desktopNav.map((item) => (
              <li key={item.href}>
                <NavItemLink item={item} className={styles.link} onNavigate={close} />
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch className={styles.language} />
        <div className={styles.account}>{account('desktop', close)}</div>
        <MenuButton
          ref={buttonRef}
          className={styles.menuButton}
          open={open}
          controls={MOBILE_MENU_ID}
          onToggle={() => setOpen((wasOpen) => !wasOpen)}
        />
      </div>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={open}
        onNavigate={close}
        account={account('mobile', close)}
      />
    </header>
  );
}
