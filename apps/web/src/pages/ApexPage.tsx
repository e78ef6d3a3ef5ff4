import { ApexHero } from '../components/apex/ApexHero.tsx';
import { AssociationPanel } from '../components/apex/AssociationPanel.tsx';
import { BenefitCards } from '../components/apex/BenefitCards.tsx';
import { ExamSchedule } from '../components/apex/ExamSchedule.tsx';
import { GradesNote } from '../components/apex/GradesNote.tsx';
import { LiveBanner } from '../components/apex/LiveBanner.tsx';
import { ResourceLinks } from '../components/apex/ResourceLinks.tsx';
import { Section } from '../components/ui/Section.tsx';
import { RegistrationCallout } from '../features/registration/index.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import styles from './ApexPage.module.css';

/** /apex: the exam landing page, in the spec's order. */
export default function ApexPage() {
  return (
    <>
      <ApexHero />
      <Section heading="Dates and format" eyebrow="When and how">
        <div className={styles.stack}>
          <LiveBanner notify={<SubscribeForm topic="next-edition" />} />
          <RegistrationCallout />
          <ExamSchedule />
        </div>
      </Section>
      <Section
        tone="alt"
        heading="Educational resources"
        eyebrow="Keep learning"
        intro="Free courses from trusted providers, to prepare before the test and to keep going after it."
      >
        <ResourceLinks />
      </Section>
      <Section heading="Our association" eyebrow="Partners">
        <div className={styles.stack}>
          <AssociationPanel />
          <GradesNote />
        </div>
      </Section>
      <Section tone="dark" heading="Why take Apex" eyebrow="Benefits" centered>
        <BenefitCards />
      </Section>
    </>
  );
}
