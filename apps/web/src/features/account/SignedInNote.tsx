import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { useSession } from '../session/index.ts';
import styles from './SignedInNote.module.css';

/** Someone already signed in who opens /register learns so, and where to go instead. */
export function SignedInNote() {
  const siteHref = useSiteHref();
  const account = useMessages().account;
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <p className={styles.note}>
      {session.user.email
        ? account.alreadyLoggedInAs({ email: session.user.email })
        : account.alreadyLoggedIn}{' '}
      <Link to={siteHref(routes.editProfile.getHref())}>{account.goToProfile}</Link>
    </p>
  );
}
