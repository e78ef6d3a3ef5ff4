import { whenSentence } from '@apex/core';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { RouteError } from '../components/errors/RouteError.tsx';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { EXAM_COPY } from '../content/examCopy.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';

/** /page1: the welcome step of the exam journey. */
export default function WelcomePage() {
  const status = useExamStatus();
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  return (
    <JourneyCard step={1} steps={3} title={copy.welcomeTitle}>
      <JourneyText>{copy.welcomeText}</JourneyText>
      <JourneyText>{whenSentence(status, locale)}</JourneyText>
      <ButtonLink to={routes.page2.getHref()} arrow>
        {copy.startNow}
      </ButtonLink>
    </JourneyCard>
  );
}

export const meta = routeMeta('page1');

export function ErrorBoundary() {
  return <RouteError />;
}
