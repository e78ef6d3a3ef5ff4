import type { AuthUser, UserProfile } from '@apex/auth-port';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useRegistrationRecord } from '../../backend/useRegistrationRecord.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { Avatar } from './Avatar.tsx';
import styles from './AvatarMenu.module.css';
import { avatarImageSources, avatarLetter } from './avatarSource.ts';
import { MenuItemButton } from './MenuItemButton.tsx';
import { useResendVerification } from './useResendVerification.ts';

export interface AvatarMenuProps {
  user: AuthUser;
  profile: UserProfile | null;
  variant: 'desktop' | 'mobile';
  onNavigate: () => void;
}

/** The signed-in avatar button and its menu (WAI-ARIA menu button pattern). */
export function AvatarMenu({ user, profile, variant, onNavigate }: AvatarMenuProps) {
  const siteHref = useSiteHref();
  const handle = useBackendHandle();
  const words = useMessages();
  const navigate = useNavigate();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const hintId = useId();
  const unverified = !user.emailVerified && user.email !== null;
  const verification = useResendVerification(user.email ?? '');
  // "Exam registration" once the account has one (issue 13): read when the menu first opens, and
  // again at each opening, not on every page view.
  const [openedOnce, setOpenedOnce] = useState(false);
  const registration = useRegistrationRecord(
    openedOnce ? user.uid : null,
    useExamStatus().edition.id,
  );
  const registered = registration.record.status === 'found';

  const items = () => itemRefs.current.filter((item): item is HTMLElement => item !== null);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setLogoutError(null);
    if (openedOnce) registration.reload();
    setOpenedOnce(true);
    setOpen(true);
  };
  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // The items exist only once the open menu has rendered, so focus moves after that render.
  useEffect(() => {
    if (!open || focusOnOpen.current === null) return;
    focusItem(focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
  });

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeMenu(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: -1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      // Focus moves on to the next control as usual; the menu must not stay open behind it.
      setOpen(false);
    }
  };

  const logout = async () => {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      const backend = await handle.load();
      await backend.auth.signOut();
      setOpen(false);
      onNavigate();
      navigate(siteHref(routes.home.getHref()));
    } catch (error) {
      console.error('Error signing out:', error);
      setLogoutError(words.failures.logout);
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <div ref={containerRef} className={`${styles.container} ${styles[variant]}`}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={
          user.email
            ? words.account.accountMenuFor({ email: user.email })
            : words.account.accountMenu
        }
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar sources={avatarImageSources(user, profile)} letter={avatarLetter(user)} />
      </button>
      {open && (
        <div className={styles.panel}>
          {unverified && (
            <p id={hintId} className={styles.hint}>
              {words.verification.menuHint}
            </p>
          )}
          <div
            id={menuId}
            role="menu"
            aria-label={words.account.accountMenuList}
            aria-describedby={unverified ? hintId : undefined}
            onKeyDown={onMenuKeyDown}
          >
            <Link
              ref={(node) => {
                itemRefs.current[0] = node;
              }}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              to={siteHref(routes.editProfile.getHref())}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {words.account.editProfile}
            </Link>
            {registered && (
              <Link
                ref={(node) => {
                  itemRefs.current[1] = node;
                }}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                to={siteHref(routes.examRegistration.getHref())}
                onClick={() => {
                  setOpen(false);
                  onNavigate();
                }}
              >
                {words.registration.menuEntry}
              </Link>
            )}
            {unverified && (
              <MenuItemButton
                itemRef={(node) => {
                  itemRefs.current[2] = node;
                }}
                busy={verification.sending}
                onActivate={() => void verification.resend()}
              >
                {verification.sending ? words.status.sending : words.account.resendVerification}
              </MenuItemButton>
            )}
            <MenuItemButton
              itemRef={(node) => {
                itemRefs.current[3] = node;
              }}
              busy={loggingOut}
              onActivate={() => void logout()}
            >
              {loggingOut ? words.status.loggingOut : words.account.logout}
            </MenuItemButton>
          </div>
          <div role="status" className={styles.region}>
            {verification.outcome?.tone === 'success' && (
              <p className={styles.note}>{verification.outcome.message}</p>
            )}
          </div>
          {verification.outcome?.tone === 'error' && (
            <p role="alert" className={styles.alert}>
              {verification.outcome.message}
            </p>
          )}
          {logoutError && (
            <p role="alert" className={styles.alert}>
              {logoutError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
