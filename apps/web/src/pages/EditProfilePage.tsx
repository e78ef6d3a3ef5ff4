import { useState } from 'react';
import { Navigate } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import {
  AccountCard,
  AgeQuestionPanel,
  ChangeEmail,
  DeleteAccount,
  ProfileEditor,
  VerificationBanner,
} from '../features/account/index.ts';
import { useSession } from '../features/session/index.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { useSiteHref } from '../hooks/useSiteHref.ts';
import { ACCOUNT_DELETED_STATE } from '../routes/accountDeleted.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /edit-profile: only for a signed-in user; anyone else logs in first and comes back here. */
export default function EditProfilePage() {
  const session = useSession();
  const siteHref = useSiteHref();
  const words = useMessages();
  // A sign-out while the account is being deleted is the deletion succeeding: go home, not to login.
  const [deleting, setDeleting] = useState(false);

  if (session.status === 'signed-out') {
    return deleting ? (
      <Navigate to={siteHref(routes.home.getHref())} state={ACCOUNT_DELETED_STATE} replace />
    ) : (
      <Navigate to={siteHref(routes.login.getHref(routes.editProfile.getHref()))} replace />
    );
  }

  return (
    <AccountCard headingId="profile-heading" title={words.account.yourProfile}>
      {session.status === 'signed-in' ? (
        <>
          <VerificationBanner key={`verify-${session.user.uid}`} user={session.user} />
          <AgeQuestionPanel key={`age-${session.user.uid}`} />
          <ProfileEditor key={session.user.uid} user={session.user} />
          <ChangeEmail key={`email-${session.user.uid}`} user={session.user} />
          <DeleteAccount
            key={`delete-${session.user.uid}`}
            user={session.user}
            onStart={() => setDeleting(true)}
            onFailure={() => setDeleting(false)}
          />
        </>
      ) : (
        <p role="status">{words.status.checkingSignIn}</p>
      )}
    </AccountCard>
  );
}

export const meta = routeMeta('editProfile');

/** The account layout has no <main> around its pages: the error screen brings one. */
export function ErrorBoundary() {
  return <RouteError ownMain />;
}
