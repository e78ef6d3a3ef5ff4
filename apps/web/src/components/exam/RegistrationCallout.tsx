import { formatDay } from '@apex/core';
import { isRegistrationOpen } from '../../clock/registrationWindow.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './RegistrationLinks.module.css';

/** While registration is open: until when, and the way to the form (/apex). Nothing otherwise. */
export function RegistrationCallout() {
  const status = useExamStatus();
  const locale = useLocale();
  const text = useMessages().registration;
  if (!isRegistrationOpen(status)) return null;
  return (
    <div className={styles.callout}>
      <p>{text.registrationOpen({ date: formatDay(status.edition.registration.end, locale) })}</p>
      <ButtonLink to={routes.examRegistration.getHref()} arrow>
        {text.inviteLink}
      </ButtonLink>
    </div>
  );
}
