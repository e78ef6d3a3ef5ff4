import { Navigate } from 'react-router-dom';
import { AccountCard, ProfileEditor } from '../features/account/index.ts';
import { useSession } from '../features/session/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routes } from '../routes/routes.tsx';

/** /edit-profile: only for a signed-in user; anyone else logs in first and comes back here. */
export default function EditProfilePage() {
  const session = useSession();
  const words = useMessages();

  if (session.status === 'signed-out') {
    return <Navigate to={routes.login.getHref(routes.editProfile.getHref())} replace />;
  }

  return (
    <AccountCard headingId="profile-heading" title="Your Profile">
      {session.status === 'signed-in' ? (
        <ProfileEditor key={session.user.uid} user={session.user} />
      ) : (
        <p role="status">{words.status.checkingSignIn}</p>
      )}
    </AccountCard>
  );
}
