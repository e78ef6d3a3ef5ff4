import { SiteLink } from '../../components/ui/SiteLink.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/routes.tsx';
import { useSession } from '../session/index.ts';
import styles from './SignedInNote.module.css';

/** Someone already signed in who opens /register learns so, and where to go instead. */
export function SignedInNote() {
  const account = useMessages().account;
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <p className={styles.note}>
      {session.user.email
        ? account.alreadyLoggedInAs({ email: session.user.email })
        : account.alreadyLoggedIn}{' '}
      <SiteLink to={routes.editProfile.getHref()}>{account.goToProfile}</SiteLink>
    </p>
  );
}
