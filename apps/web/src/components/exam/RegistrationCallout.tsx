import type { GuardianStatus } from '@apex/auth-port';
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
 * registered is offered its own registration instead of a second one, and told the truth about
 * it: saved and awaiting the guardian until the guardian confirms (issue 39). Nothing otherwise.
 */
export interface RegistrationCalloutProps {
  /** The signed-in family's registration for the page's edition, by its guardian status; null if none. */
  registered: GuardianStatus | null;
}

export function RegistrationCallout({ registered }: RegistrationCalloutProps) {
  const status = useExamStatus();
  const locale = useLocale();
  const text = useMessages().registration;
  if (!isRegistrationOpen(status)) return null;
  if (registered !== null) {
    return (
      <div className={styles.callout}>
        <p>{registered === 'confirmed' ? text.alreadyRegistered : text.awaitingGuardian}</p>
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
