import { Link, Navigate } from 'react-router-dom';
import { useMessages } from '../../hooks/useMessages.ts';
import { paths } from '../../routes/paths.ts';
import { PageMeta } from '../../seo/PageMeta.tsx';
import { useSession } from '../session/useSession.ts';
import { ProfileEditor } from './ProfileEditor.tsx';
import styles from './RegisterPage.module.css';

/** /edit-profile: only for a signed-in user; anyone else logs in first and comes back here. */
export default function EditProfilePage() {
  const session = useSession();
  const words = useMessages();

  if (session.status === 'signed-out') {
    return <Navigate to={paths.login.getHref(paths.editProfile.getHref())} replace />;
  }

  return (
    <main className={styles.page}>
      <PageMeta
        title="Edit Profile"
        description="See and change your Apex profile: username, email and picture."
        path={paths.editProfile.path}
      />
      <meta name="robots" content="noindex" />
      <section className={styles.card} aria-labelledby="profile-heading">
        <Link className={styles.home} to={paths.home.getHref()}>
          ← Back to home
        </Link>
        <h1 id="profile-heading" className={styles.heading}>
          Your Profile
        </h1>
        {session.status === 'signed-in' ? (
          <ProfileEditor key={session.user.uid} user={session.user} />
        ) : (
          <p role="status">{words.status.checkingSignIn}</p>
        )}
      </section>
    </main>
  );
}
