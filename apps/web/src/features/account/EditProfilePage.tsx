import { Link, Navigate } from 'react-router-dom';
import { routes } from '../../routes/routes.tsx';
import { useSession } from '../session/useSession.ts';
import { ProfileEditor } from './ProfileEditor.tsx';
import styles from './RegisterPage.module.css';

/** /edit-profile: only for a signed-in user; anyone else logs in first and comes back here. */
export default function EditProfilePage() {
  const session = useSession();

  if (session.status === 'signed-out') {
    return <Navigate to={routes.login.getHref(routes.editProfile.getHref())} replace />;
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="profile-heading">
        <Link className={styles.home} to={routes.home.getHref()}>
          ← Back to home
        </Link>
        <h1 id="profile-heading" className={styles.heading}>
          Your Profile
        </h1>
        {session.status === 'signed-in' ? (
          <ProfileEditor key={session.user.uid} user={session.user} />
        ) : (
          <p role="status">Checking your sign-in…</p>
        )}
      </section>
    </main>
  );
}
