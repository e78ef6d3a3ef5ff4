import { whenSentence } from '@apex/core';
import { Link } from 'react-router';
import { isRegistrationOpen } from '../clock/registrationWindow.ts';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { RouteError } from '../components/errors/RouteError.tsx';
import { JourneyCard } from '../components/exam/JourneyCard.tsx';
import { JourneyText } from '../components/exam/JourneyText.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { EXAM_HIGHLIGHTS } from '../content/benefits.ts';
import { EXAM_COPY } from '../content/examCopy.ts';
import { SubscribeForm } from '../features/subscribe/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { useSiteHref } from '../hooks/useSiteHref.ts';
import { routes } from '../routes/paths.ts';
import { routeMeta } from '../seo/headTags.ts';
import styles from './BenefitsPage.module.css';

/**
 * /page2: what the exam gives, and the Register Now step while registration is open; outside it
 * the notify-me form, since "Register Now" would only lead to a refusal.
 */
export default function BenefitsPage() {
  const siteHref = useSiteHref();
  const status = useExamStatus();
  const open = isRegistrationOpen(status);
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const highlights = useLocalized(EXAM_HIGHLIGHTS);
  return (
    <JourneyCard step={2} steps={3} title={copy.benefitsTitle}>
      <ul className={styles.list}>
        {highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <JourneyText>{whenSentence(status, locale)}</JourneyText>
      {open ? (
        <JourneyText>{copy.detailsFirst}</JourneyText>
      ) : (
        <SubscribeForm topic="next-edition" />
      )}
      <div className={styles.actions}>
        {open ? (
          <ButtonLink to={routes.examRegistration.getHref()} arrow>
            {copy.registerNow}
          </ButtonLink>
        ) : null}
        <Link to={siteHref(routes.page3.getHref())}>
          {status.phase === 'live' ? copy.registeredStart : copy.registeredWhen}
        </Link>
      </div>
    </JourneyCard>
  );
}

export const meta = routeMeta('page2');

export function ErrorBoundary() {
  return <RouteError />;
}
