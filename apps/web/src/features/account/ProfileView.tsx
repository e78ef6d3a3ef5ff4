import type { UserProfile } from '@apex/auth-port';
import { useEffect, useRef } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './Profile.module.css';

export interface ProfileViewProps {
  profile: UserProfile;
  /** The sign-in address, which is the profile's email. */
  email: string | null;
  /** The sign-in photo (e.g. Google's), shown while the profile has no picture of its own. */
  accountPhoto?: string | null;
  onEdit: () => void;
  /** Set when coming back from the form, so keyboard users land on Edit Profile again. */
  takeFocus: boolean;
}

export function ProfileView({ profile, email, accountPhoto, onEdit, takeFocus }: ProfileViewProps) {
  const account = useMessages().account;
  const picture = profile.profilePicture || accountPhoto;
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) editRef.current?.focus();
  }, [takeFocus]);

  return (
    <div className={styles.view}>
      {picture ? (
        <img
          className={styles.picture}
          src={picture}
          alt={account.yourAvatar}
          width={128}
          height={128}
        />
      ) : (
        <span className={styles.noPicture} aria-hidden="true">
          {[...(profile.username || profile.email || '?')][0]?.toUpperCase()}
        </span>
      )}
      <dl className={styles.details}>
        <div>
          <dt>{account.username}</dt>
          <dd>{profile.username || account.notSetYet}</dd>
        </div>
        <div>
          <dt>{account.email}</dt>
          <dd>{email || profile.email || account.notSetYet}</dd>
        </div>
      </dl>
      <button ref={editRef} type="button" className={styles.primary} onClick={onEdit}>
        {account.editProfile}
      </button>
    </div>
  );
}
