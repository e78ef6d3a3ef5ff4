import { useRegistrationRecord } from '../backend/useRegistrationRecord.ts';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { ApexHero } from '../components/apex/ApexHero.tsx';
import { AssociationPanel } from '../components/apex/AssociationPanel.tsx';
import { BenefitCards } from '../components/apex/BenefitCards.tsx';
import { ExamSchedule } from '../components/apex/ExamSchedule.tsx';
import { GradesNote } from '../components/apex/GradesNote.tsx';
import { LiveBanner } from '../components/apex/LiveBanner.tsx';
import { PracticeInvite } from '../components/apex/PracticeInvite.tsx';
import { ResourceLinks } from '../components/apex/ResourceLinks.tsx';
import { RouteError } from '../components/errors/RouteError.tsx';
import { RegistrationCallout } from '../components/exam/RegistrationCallout.tsx';
import { Section } from '../components/ui/Section.tsx';
import { EXAM_COPY } from '../content/examCopy.ts';
import { useSession } from '../features/session/index.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routeMeta } from '../seo/headTags.ts';
import styles from './ApexPage.module.css';

/** /apex: the exam landing page, in the spec's order. */
export default function ApexPage() {
  const copy = useLocalized(EXAM_COPY);
  const status = useExamStatus();
  const session = useSession();
  // A family already registered is offered its registration, not a second one (issue 33).
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const { record } = useRegistrationRecord(uid, status.edition.id);
  const registered = record.status === 'found' ? record.registration.guardianStatus : null;
  return (
    <>
      <ApexHero registered={registered !== null} />
      <Section heading={copy.datesHeading} eyebrow={copy.datesEyebrow}>
        <div className={styles.stack}>
          <LiveBanner notify={<SubscribeForm topic="next-edition" />} />
          <RegistrationCallout registered={registered} />
          <ExamSchedule />
          <PracticeInvite />
        </div>
      </Section>
      <Section
        tone="alt"
        heading={copy.resourcesHeading}
        eyebrow={copy.resourcesEyebrow}
        intro={copy.resourcesIntro}
      >
        <ResourceLinks />
      </Section>
      <Section heading={copy.associationHeading} eyebrow={copy.associationEyebrow}>
        <div className={styles.stack}>
          <AssociationPanel />
          <GradesNote />
        </div>
      </Section>
      <Section tone="dark" heading={copy.whyHeading} eyebrow={copy.whyEyebrow} centered>
        <BenefitCards />
      </Section>
    </>
  );
}

export const meta = routeMeta('apex');

export function ErrorBoundary() {
  return <RouteError />;
}
