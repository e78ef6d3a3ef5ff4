import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { ConfirmAction } from '../../components/ui/ConfirmAction.tsx';
import { withdrawClasses, withdrawWords } from '../../components/ui/withdrawAction.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './registration.module.css';
import { clearDraft } from './registrationDraft.ts';

export interface WithdrawRegistrationProps {
  uid: string;
  editionId: string;
  onWithdrawn: () => void;
}

/**
 * Withdraw, in two steps: the button asks what it will do (delete the candidate's details), and
 * only "Yes, withdraw" deletes. A failure says the registration is unchanged.
 */
export function WithdrawRegistration({ uid, editionId, onWithdrawn }: WithdrawRegistrationProps) {
  const handle = useBackendHandle();
  const text = useMessages().registration;
  return (
    <ConfirmAction
      what="withdrawing the registration"
      words={withdrawWords(text)}
      classes={withdrawClasses(styles)}
      act={async () => {
        const backend = await handle.load();
        await backend.registrations.withdraw(uid, editionId);
        clearDraft();
        onWithdrawn();
      }}
    />
  );
}
