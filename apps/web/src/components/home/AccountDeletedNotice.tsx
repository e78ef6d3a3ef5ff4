import { PROFILE_TOAST_MS } from '@apex/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { isAccountDeletedState } from '../../routes/accountDeleted.ts';
import { Toast } from '../ui/Toast.tsx';

/**
 * On the home page after /edit-profile deleted the account: "Your account and data have been
 * deleted." The region is in the page first and the words arrive after, so it is announced.
 */
export function AccountDeletedNotice() {
  const { state } = useLocation();
  const words = useMessages();
  const [shown, setShown] = useState(false);
  const deleted = isAccountDeletedState(state);

  useEffect(() => {
    if (deleted) setShown(true);
  }, [deleted]);

  return (
    <div role="status" aria-live="polite">
      {shown && (
        <Toast
          message={words.deleteAccount.deleted}
          durationMs={PROFILE_TOAST_MS}
          onClose={() => setShown(false)}
        />
      )}
    </div>
  );
}
