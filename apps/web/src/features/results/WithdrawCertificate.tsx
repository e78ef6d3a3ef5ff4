import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { ConfirmAction } from '../../components/ui/ConfirmAction.tsx';
import { withdrawClasses, withdrawWords } from '../../components/ui/withdrawAction.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './results.module.css';

export interface WithdrawCertificateProps {
  uid: string;
  editionId: string;
  onWithdrawn: () => void;
}

/**
 * Withdrawing the certificate takes two steps, as withdrawing the registration does: the button
 * asks what it will do (the public page then says "withdrawn", for good), and only the confirm
 * button does it.
 */
export function WithdrawCertificate({ uid, editionId, onWithdrawn }: WithdrawCertificateProps) {
  const handle = useBackendHandle();
  const text = useMessages().results;
  return (
    <ConfirmAction
      what="withdrawing the certificate"
      words={withdrawWords(text)}
      classes={withdrawClasses(styles)}
      act={async () => {
        const backend = await handle.load();
        await backend.certificates.withdraw(uid, editionId);
        onWithdrawn();
      }}
    />
  );
}
