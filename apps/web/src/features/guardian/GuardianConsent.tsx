import type { Backend } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { useState } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { GuardianAnswer, type GuardianOutcome } from './GuardianAnswer.tsx';
import { type GuardianMessage, GuardianPageFrame } from './GuardianPageFrame.tsx';
import { GuardianReadFailed } from './GuardianReadFailed.tsx';
import { GuardianRequestDetails } from './GuardianRequestDetails.tsx';
import styles from './guardian.module.css';
import { useLinkRead } from './useLinkRead.ts';

/** A refusal's words: the port's codes for links (unknown, expired, used), else "try again". */
function failureText(code: string, fallback: string, locale: ReturnType<typeof useLocale>): string {
  return code.startsWith('guardian/') ? describeError(code, '', locale).message : fallback;
}

const readRequest = (backend: Backend, token: string) => backend.guardian.describe(token);

/**
 * The guardian's side of "email plus" (issue 28), for the link's `token` (null when the address
 * has none): who registered whom and what is kept, then Confirm or Decline; a used, expired or
 * unknown link is said plainly. The outcome is announced and takes focus.
 */
export interface GuardianConsentProps {
  token: string | null;
  /** Called once the guardian's answer is saved, so the page's heading can say so. */
  onAnswered?: (outcome: GuardianOutcome) => void;
}

export function GuardianConsent({ token, onAnswered: answeredUp }: GuardianConsentProps) {
  const locale = useLocale();
  const text = useMessages().guardianPage;
  const { state, retry } = useLinkRead(token, readRequest, 'the guardian request');
  const [message, setMessage] = useState<GuardianMessage | null>(null);
  const [answered, setAnswered] = useState(false);
  const onAnswered = (outcome: GuardianOutcome) => {
    setAnswered(true);
    setMessage({ tone: 'news', text: outcome === 'confirmed' ? text.confirmed : text.declined });
    answeredUp?.(outcome);
  };
  const onFailed = (code: string) => {
    if (code.startsWith('guardian/')) setAnswered(true);
    setMessage({ tone: 'alert', text: failureText(code, text.failed, locale) });
  };

  let body: React.ReactNode = null;
  if (state.status === 'loading') body = <p>{text.loading}</p>;
  else if (state.status === 'no-token') {
    body = <p className={styles.alert}>{text.noToken}</p>;
  } else if (state.status === 'failed') {
    // A link problem is final; a connection or a read past its deadline may work a second time.
    const linkProblem = state.code.startsWith('guardian/link-');
    body = (
      <GuardianReadFailed
        message={failureText(state.code, text.failed, locale)}
        retry={linkProblem ? null : retry}
      />
    );
  } else if (!answered && token !== null) {
    body = (
      <>
        <p>{text.intro}</p>
        <GuardianRequestDetails request={state.value} />
        <GuardianAnswer token={token} onAnswered={onAnswered} onFailed={onFailed} />
      </>
    );
  }

  return (
    <GuardianPageFrame message={message} done={answered}>
      {body}
    </GuardianPageFrame>
  );
}
