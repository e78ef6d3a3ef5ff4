import type { Backend } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { useState } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { GuardianHeldDetails } from './GuardianHeldDetails.tsx';
import { type GuardianMessage, GuardianPageFrame } from './GuardianPageFrame.tsx';
import { GuardianReadFailed } from './GuardianReadFailed.tsx';
import { GuardianWithdraw } from './GuardianWithdraw.tsx';
import styles from './guardian.module.css';
import { useLinkRead } from './useLinkRead.ts';

export interface GuardianManageProps {
  token: string | null;
  /** Called once consent is withdrawn, so the page's heading can say so. */
  onWithdrawn?: () => void;
}

const readConsent = (backend: Backend, token: string) => backend.guardian.describeConsent(token);

/**
 * The guardian's own page (issue 38), for the manage link's `token`: what is held about the child
 * and why, and consent withdrawn in two clicks. An unknown link (never issued, or already
 * withdrawn) is said plainly; the outcome is announced and takes focus.
 */
export function GuardianManage({ token, onWithdrawn: withdrawnUp }: GuardianManageProps) {
  const locale = useLocale();
  const text = useMessages().guardianManage;
  const { state, retry } = useLinkRead(token, readConsent, 'the consent');
  const [message, setMessage] = useState<GuardianMessage | null>(null);
  const [done, setDone] = useState(false);
  const failure = (code: string) =>
    code.startsWith('guardian/') ? describeError(code, '', locale).message : text.failed;

  let body: React.ReactNode = null;
  if (state.status === 'loading') body = <p>{text.loading}</p>;
  else if (state.status === 'no-token') body = <p className={styles.alert}>{text.noToken}</p>;
  else if (state.status === 'failed') {
    const linkProblem = state.code.startsWith('guardian/');
    body = <GuardianReadFailed message={failure(state.code)} retry={linkProblem ? null : retry} />;
  } else if (!done && token !== null) {
    body = (
      <>
        <p>{text.intro}</p>
        <GuardianHeldDetails view={state.value} />
        <GuardianWithdraw
          token={token}
          candidateName={state.value.candidateName}
          onWithdrawn={() => {
            setDone(true);
            setMessage({ tone: 'news', text: text.withdrawn });
            withdrawnUp?.();
          }}
          onFailed={(code) => {
            if (code.startsWith('guardian/')) setDone(true);
            setMessage({ tone: 'alert', text: failure(code) });
          }}
        />
      </>
    );
  }

  return (
    <GuardianPageFrame message={message} done={done}>
      {body}
    </GuardianPageFrame>
  );
}
