import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './RegistrationLinks.module.css';

/**
 * On /page3, for an account whose registration awaits the guardian (issue 28): it does not count
 * yet, so no grade is marked as the candidate's; this says why and leads to the registration page,
 * where the mail can be sent again.
 */
export function GuardianPendingNotice({ guardianEmail }: { guardianEmail: string }) {
  const words = useMessages();
  const siteHref = useSiteHref();
  return (
    <p className={styles.pending} data-guardian-status="awaiting-guardian">
      {words.guardianStatus.examNotConfirmed({ email: guardianEmail })}{' '}
      <Link to={siteHref(routes.examRegistration.getHref())}>{words.registration.menuEntry}</Link>
    </p>
  );
}
