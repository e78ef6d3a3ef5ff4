import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { AvatarMenu } from './AvatarMenu.tsx';
import styles from './NavAccount.module.css';
import { useSession } from './useSession.ts';

export interface NavAccountProps {
  /** Where it sits: the desktop bar or the mobile list. */
  variant: 'desktop' | 'mobile';
  /** Called when the user follows a link, so the nav can close its menus. */
  onNavigate: () => void;
}

/**
 * SignUp for visitors (it opens the sign-up form, issue 39), the avatar menu once signed in. Both sit in the same fixed box so the nav
 * does not move when the sign-in state arrives after first paint.
 */
export function NavAccount({ variant, onNavigate }: NavAccountProps) {
  const siteHref = useSiteHref();
  const session = useSession();
  const account = useMessages().account;
  return (
    <div className={`${styles.slot} ${styles[variant]}`}>
      {session.status === 'signed-in' ? (
        <AvatarMenu
          user={session.user}
          profile={session.profile}
          variant={variant}
          onNavigate={onNavigate}
        />
      ) : (
        <Link
          className={styles.signUp}
          to={siteHref(routes.register.getHref('signup'))}
          onClick={onNavigate}
        >
          {account.signUpNav}
        </Link>
      )}
    </div>
  );
}
