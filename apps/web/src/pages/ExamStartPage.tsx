import {
  deliveryOf,
  EDITIONS,
  EXAM,
  type ExamPhase,
  externalTestLinks,
  noTestOpenSentence,
} from '@apex/core';
import { useRegistrationRecord } from '../backend/useRegistrationRecord.ts';
import { isRegistrationOpen } from '../clock/registrationWindow.ts';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { RouteError } from '../components/errors/RouteError.tsx';
import { GuardianPendingNotice } from '../components/exam/GuardianPendingNotice.tsx';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import { RegistrationInvite } from '../components/exam/RegistrationInvite.tsx';
import { YourTestLinks } from '../components/exam/YourTestLinks.tsx';
import { ReservedText } from '../components/ui/ReservedText.tsx';
import { EXAM_COPY } from '../content/examCopy.ts';
import { useSession } from '../features/session/index.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { useMessages } from '../hooks/useMessages.ts';
import { routeMeta } from '../seo/headTags.ts';
import styles from './ExamStartPage.module.css';

/**
 * /page3: choose your grade; each opens that grade's test as the edition delivers it (a new tab
 * for an external link, the registration page for the built-in test). Outside the live phase no
 * test link is offered: the page says when the test can be taken and offers to tell you.
 */
/** The phases in which no test is open: the page may be corrected from one to another. */
const WAITING_PHASES: readonly ExamPhase[] = [
  'announced',
  'registration-open',
  'between-batches',
  'closed',
];

export default function ExamStartPage() {
  const status = useExamStatus();
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const text = useMessages().registration;
  const session = useSession();
  // A registered candidate's own grade comes first (issue 13).
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const { record } = useRegistrationRecord(uid, status.edition.id);
  // Only a registration the guardian confirmed counts (issue 28); one awaiting them says so.
  const registration = record.status === 'found' ? record.registration : null;
  const ownGrade = registration?.guardianStatus === 'confirmed' ? registration.grade : null;
  const awaiting =
    registration?.guardianStatus === 'awaiting-guardian' ? (
      <GuardianPendingNotice guardianEmail={registration.guardianEmail} />
    ) : null;
  // Invited once it is known that nobody, or an account without a registration, is reading.
  const invited =
    isRegistrationOpen(status) && (record.status === 'signed-out' || record.status === 'none');
  // The built-in test opens on the registration page, not in a new tab (ADR 0180).
  const opensHere =
    (ownGrade !== null && deliveryOf(status.edition, ownGrade)?.kind === 'built-in') ||
    externalTestLinks(status.edition).length === 0;
  return status.phase === 'live' ? (
    <JourneyCard step={3} steps={3} title={copy.chooseGrade}>
      <div className={styles.body}>
        <JourneyText>
          {opensHere
            ? text.testOpensHere({ minutes: String(EXAM.durationMinutes) })
            : copy.testOpensInTab}
        </JourneyText>
        {awaiting}
        <YourTestLinks edition={status.edition} ownGrade={ownGrade} />
        <p className={styles.farewell}>{copy.farewell}</p>
        <RegistrationInvite shown={invited} />
      </div>
    </JourneyCard>
  ) : (
    <JourneyCard step={3} steps={3} title={copy.testDates}>
      <div className={styles.body}>
        <JourneyText>
          <ReservedText
            text={noTestOpenSentence(status, locale)}
            alternatives={EDITIONS.flatMap((edition) =>
              WAITING_PHASES.map((phase) =>
                noTestOpenSentence({ ...status, edition, phase }, locale),
              ),
            )}
          />
        </JourneyText>
        {awaiting}
        <SubscribeForm topic="next-edition" />
        <RegistrationInvite shown={invited} />
      </div>
    </JourneyCard>
  );
}

export const meta = routeMeta('page3');

export function ErrorBoundary() {
  return <RouteError />;
}
