import type { Registration } from '@apex/auth-port';
import { editionName, formatDay } from '@apex/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../backend/useBackendHandle.ts';
import { useRegistrationRecord } from '../backend/useRegistrationRecord.ts';
import { isRegistrationOpen } from '../clock/registrationWindow.ts';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { RouteError } from '../components/errors/RouteError.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { REGISTRATION_COPY } from '../content/registrationCopy.ts';
import { AgeQuestionPanel, VerificationBanner } from '../features/account/index.ts';
import {
  RegistrationConfirmation,
  RegistrationEnded,
  RegistrationForm,
  WithdrawRegistration,
} from '../features/registration/index.ts';
import { useSession } from '../features/session/index.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';
import styles from './ExamRegistrationPage.module.css';

/**
 * /exam-registration (issue 13): the form while the edition takes registrations, the confirmation
 * once the account has registered (with Edit and Withdraw), and otherwise when registration opens
 * and the notify-me form. A visitor fills the form in, then signs up or logs in and comes back.
 */
export default function ExamRegistrationPage() {
  const status = useExamStatus();
  const open = isRegistrationOpen(status);
  const { edition } = status;
  const session = useSession();
  const handle = useBackendHandle();
  const locale = useLocale();
  const words = useMessages();
  const text = words.registration;
  const copy = useLocalized(REGISTRATION_COPY);
  const closedHeadingId = useId();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const { record, reload, replace } = useRegistrationRecord(uid, edition.id, { withEnd: true });
  const [editing, setEditing] = useState(false);
  // Changing the guardian's address opens the form at that field.
  const [editFocus, setEditFocus] = useState<'guardianEmail' | undefined>(undefined);
  const [news, setNews] = useState<string | null>(null);
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'confirmation' | 'news' | null>(null);

  // The page needs to know who is signed in: loading the backend makes the session report it.
  useEffect(() => {
    handle.load().catch((error: unknown) => {
      console.error('Error loading the sign-in service:', error);
    });
  }, [handle]);

  // After a save the confirmation's heading takes focus; after a withdrawal, the news that says so.
  useEffect(() => {
    if (focusNext.current === 'confirmation') confirmationHeading.current?.focus();
    if (focusNext.current === 'news') newsRef.current?.focus();
    focusNext.current = null;
  });

  const saved = (registration: Registration) => {
    replace(registration);
    setEditing(false);
    setNews(
      registration.guardianStatus === 'confirmed' ? text.saved : words.guardianStatus.savedAwaiting,
    );
    focusNext.current = 'confirmation';
  };
  const withdrawn = () => {
    replace(null);
    setEditing(false);
    setNews(text.withdrawn);
    focusNext.current = 'news';
  };

  const account =
    session.status === 'signed-in'
      ? {
          uid: session.user.uid,
          email: session.user.email,
          emailVerified: session.user.emailVerified,
        }
      : null;
  const verification =
    session.status === 'signed-in' ? <VerificationBanner user={session.user} /> : null;

  // Why the last registration is gone, when its guardian ended it (issue 38); not after the
  // family's own withdrawal on this page (the news says that).
  const ended =
    record.status === 'none' && record.end && news === null ? (
      <RegistrationEnded end={record.end} canRegister={open} />
    ) : null;

  let body: React.ReactNode;
  if (session.status === 'unknown' || record.status === 'loading') {
    body = <p>{text.loading}</p>;
  } else if (record.status === 'failed') {
    body = (
      <>
        <p role="alert" className={styles.alert}>
          {record.code === 'registration/timeout' ? words.slowRead.registration : text.loadFailed}
        </p>
        <button type="button" className={styles.retry} onClick={reload}>
          {text.tryAgain}
        </button>
        {/* A stored registration that no longer validates cannot be shown, but the family can
            still withdraw it (issue 30): withdrawing deletes it whatever it holds. */}
        {record.code === 'registration/invalid' && account !== null ? (
          <WithdrawRegistration uid={account.uid} editionId={edition.id} onWithdrawn={withdrawn} />
        ) : null}
      </>
    );
  } else if (record.status === 'found' && !(editing && open) && account !== null) {
    body = (
      <div className={styles.printable}>
        <RegistrationConfirmation
          registration={record.registration}
          edition={edition}
          uid={account.uid}
          onEdit={
            open
              ? () => {
                  setNews(null);
                  setEditFocus(undefined);
                  setEditing(true);
                }
              : undefined
          }
          onChangeGuardianAddress={
            open
              ? () => {
                  setNews(null);
                  setEditFocus('guardianEmail');
                  setEditing(true);
                }
              : undefined
          }
          onWithdrawn={withdrawn}
          headingRef={confirmationHeading}
        />
      </div>
    );
  } else if (open) {
    body = (
      <>
        {ended}
        <AgeQuestionPanel />
        <RegistrationForm
          key={`${account?.uid ?? 'visitor'}-${record.status}`}
          edition={edition}
          account={account}
          existing={record.status === 'found' ? record.registration : undefined}
          onSaved={saved}
          onCancel={record.status === 'found' ? () => setEditing(false) : undefined}
          initialFocus={record.status === 'found' ? editFocus : undefined}
          verification={verification}
        />
      </>
    );
  } else {
    body = (
      <>
        {ended}
        <section className={styles.closed} aria-labelledby={closedHeadingId}>
          <h2 id={closedHeadingId}>{text.closedHeading}</h2>
          <p>
            {status.phase === 'announced'
              ? text.opensOn({
                  edition: editionName(edition, locale),
                  date: formatDay(edition.registration.start, locale),
                })
              : text.closedNow}
          </p>
          <p>{text.notifyIntro}</p>
          <SubscribeForm topic="next-edition" />
        </section>
      </>
    );
  }

  return (
    <>
      <div className={styles.intro}>
        <PageIntro title={text.title} lead={open ? copy.intro : undefined} />
      </div>
      <Container>
        <div className={styles.body}>
          <div role="status" className={styles.region}>
            {news ? (
              <p ref={newsRef} tabIndex={-1} className={styles.news}>
                {news}
              </p>
            ) : null}
          </div>
          {body}
        </div>
      </Container>
    </>
  );
}

export const meta = routeMeta('examRegistration');

export function ErrorBoundary() {
  return <RouteError />;
}
