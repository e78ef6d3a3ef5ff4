import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/routes.tsx';
import { SiteLink } from '../ui/SiteLink.tsx';
import styles from './RegistrationLinks.module.css';

/**
 * On /page3, for an account whose registration awaits the guardian (issue 28): it does not count
 * yet, so no grade is marked as the candidate's; this says why and leads to the registration page,
 * where the mail can be sent again.
 */
export function GuardianPendingNotice({ guardianEmail }: { guardianEmail: string }) {
  const words = useMessages();
  return (
    <p className={styles.pending} data-guardian-status="awaiting-guardian">
      {words.guardianStatus.examNotConfirmed({ email: guardianEmail })}{' '}
      <SiteLink to={routes.examRegistration.getHref()}>{words.registration.menuEntry}</SiteLink>
    </p>
  );
}
