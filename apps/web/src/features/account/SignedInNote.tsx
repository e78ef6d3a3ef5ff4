import { Link } from 'react-router-dom';
import { routes } from '../../routes/routes.tsx';
import { useSession } from '../session/index.ts';
import styles from './SignedInNote.module.css';

/** Someone already signed in who opens /register learns so, and where to go instead. */
export function SignedInNote() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <p className={styles.note}>
      You are already logged in{session.user.email ? ` as ${session.user.email}` : ''}.{' '}
      <Link to={routes.editProfile.getHref()}>Go to your profile</Link>
    </p>
  );
}
