import type { AuthUser, UserProfile } from '@apex/auth-port';
import { PROFILE_TOAST_MS } from '@apex/core';
import { useState } from 'react';
import { Toast } from '../../components/ui/Toast.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './Profile.module.css';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileView } from './ProfileView.tsx';
import { useProfileDocument } from './useProfileDocument.ts';

/** The signed-in user's profile: read-only until Edit Profile, then the form; a toast after saving. */
export function ProfileEditor({ user }: { user: AuthUser }) {
  const { state, retry, replace } = useProfileDocument(user);
  const words = useMessages();
  const [mode, setMode] = useState<'view' | 'edit' | 'back-from-edit'>('view');
  // Each save gets a fresh toast with a fresh 6 s, even if the previous one is still showing.
  const [toast, setToast] = useState(0);

  const saved = (profile: UserProfile) => {
    replace(profile);
    setMode('back-from-edit');
    setToast((count) => count + 1);
  };

  return (
    <>
      {state.status === 'loading' && (
        <p role="status" className={styles.loading}>
          {words.status.loadingProfile}
        </p>
      )}
      {state.status === 'failed' && (
        <div className={styles.failure}>
          <p role="alert">{state.timedOut ? words.slowRead.profile : words.failures.profileLoad}</p>
          <button type="button" className={styles.secondary} onClick={retry}>
            {words.account.tryAgain}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (mode === 'edit' ? (
          <ProfileForm
            uid={user.uid}
            loginEmail={user.email}
            profile={state.profile}
            onSaved={saved}
            onCancel={() => setMode('back-from-edit')}
          />
        ) : (
          <ProfileView
            profile={state.profile}
            email={user.email}
            accountPhoto={user.photoURL}
            onEdit={() => setMode('edit')}
            takeFocus={mode === 'back-from-edit'}
          />
        ))}
      <div role="status" aria-live="polite">
        {toast > 0 && (
          <Toast
            key={toast}
            message={words.success.profileUpdated}
            durationMs={PROFILE_TOAST_MS}
            onClose={() => setToast(0)}
          />
        )}
      </div>
    </>
  );
}
