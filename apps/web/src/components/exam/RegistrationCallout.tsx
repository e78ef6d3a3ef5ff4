import { formatDay } from '@apex/core';
import { isRegistrationOpen } from '../../clock/registrationWindow.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './RegistrationLinks.module.css';

/**
 * While registration is open: until when, and the way to the form (/apex); a family already
 * registered is offered its own registration instead of a second one. Nothing otherwise.
 */
export interface RegistrationCalloutProps {
  /** The signed-in family has registered for the edition the page is about (the page reads it). */
  registered: boolean;
}

export function RegistrationCallout({ registered }: RegistrationCalloutProps) {
  const status = useExamStatus();
  const locale = useLocale();
  const text = useMessages().registration;
  if (!isRegistrationOpen(status)) return null;
  if (registered) {
    return (
      <div className={styles.callout}>
        <p>{text.alreadyRegistered}</p>
        <ButtonLink to={routes.examRegistration.getHref()} arrow>
          {text.yourRegistration}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className={styles.callout}>
      <p>{text.registrationOpen({ date: formatDay(status.edition.registration.end, locale) })}</p>
      <ButtonLink to={routes.examRegistration.getHref()} arrow>
        {text.inviteLink}
      </ButtonLink>
    </div>
  );
}
