import { describeError } from '@apex/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useRegistrationRecord } from '../../backend/useRegistrationRecord.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { RouteError } from '../../components/errors/RouteError.tsx';
import { Container } from '../../components/ui/Container.tsx';
import { PageIntro } from '../../components/ui/PageIntro.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { routeMeta } from '../../seo/headTags.ts';
import { useSession } from '../session/index.ts';
import styles from './exam.module.css';
import { TestAttempt } from './TestAttempt.tsx';

/**
 * /exam-test (issue 40): the candidate's built-in test, opened from the registration page. A
 * signed-out visitor logs in first and comes back; the rest is the attempt's (TestAttempt).
 */
export default function ExamTestPage() {
  const session = useSession();
  const handle = useBackendHandle();
  const siteHref = useSiteHref();
  const locale = useLocale();
  const text = useMessages().examTest;
  const { edition } = useExamStatus();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const { record } = useRegistrationRecord(uid, edition.id);

  // Loading the backend makes the session report who is signed in.
  useEffect(() => {
    handle.load().catch((error: unknown) => {
      console.error('Error loading the sign-in service:', error);
    });
  }, [handle]);

  if (session.status === 'signed-out') {
    return <Navigate to={siteHref(routes.login.getHref(routes.examTest.getHref()))} replace />;
  }

  let body: React.ReactNode = <p>{text.loading}</p>;
  if (record.status === 'failed') {
    body = <p role="alert">{describeError(record.code, '', locale).message}</p>;
  } else if (record.status === 'none') {
    body = <p role="alert">{describeError('attempt/not-registered', '', locale).message}</p>;
  } else if (record.status === 'found' && uid !== null) {
    body = (
      <TestAttempt
        uid={uid}
        editionId={edition.id}
        candidate={record.registration.candidateName}
        grade={record.registration.grade}
      />
    );
  }

  return (
    <>
      <PageIntro title={text.title} />
      <Container>
        <div className={styles.page}>{body}</div>
      </Container>
    </>
  );
}

export const meta = routeMeta('examTest');

export function ErrorBoundary() {
  return <RouteError />;
}
