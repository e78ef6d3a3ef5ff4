import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './RegistrationLinks.module.css';

/**
 * "Not registered yet? Register before you take the test", with the link to the form. Its place is
 * kept while it does not apply (`shown` false: invisible, out of the accessibility tree and the tab
 * order), so nothing moves when it appears once the page knows the date and who is signed in.
 */
export function RegistrationInvite({ shown }: { shown: boolean }) {
  const siteHref = useSiteHref();
  const text = useMessages().registration;
  return (
    <p
      className={shown ? styles.invite : `${styles.invite} ${styles.reserved}`}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {text.invite} <Link to={siteHref(routes.examRegistration.getHref())}>{text.inviteLink}</Link>
    </p>
  );
}
