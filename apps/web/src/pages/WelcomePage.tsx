import { EXAM, whenSentence } from '@apex/core';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { routes } from '../routes/routes.tsx';

/** /page1: the welcome step of the exam journey. */
export default function WelcomePage() {
  const status = useExamStatus();
  return (
    <JourneyCard step={1} steps={3} title={`Welcome to ${EXAM.name}`}>
      <JourneyText>
        The {EXAM.fullName} is a {EXAM.durationMinutes} minute test of {EXAM.subjects.join(' and ')}{' '}
        for grades {EXAM.grades.from} to {EXAM.grades.to}. Getting started takes just a few short
        steps.
      </JourneyText>
      <JourneyText>{whenSentence(status)}</JourneyText>
      <ButtonLink to={routes.page2.getHref()} arrow>
        Start Now
      </ButtonLink>
    </JourneyCard>
  );
}
