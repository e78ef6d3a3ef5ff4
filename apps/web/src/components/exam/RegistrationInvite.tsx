import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/routes.tsx';
import { SiteLink } from '../ui/SiteLink.tsx';
import styles from './RegistrationLinks.module.css';

/**
 * "Not registered yet? Register before you take the test", with the link to the form. Its place is
 * kept while it does not apply (`shown` false: invisible, out of the accessibility tree and the tab
 * order), so nothing moves when it appears once the page knows the date and who is signed in.
 */
export function RegistrationInvite({ shown }: { shown: boolean }) {
  const text = useMessages().registration;
  return (
    <p
      className={shown ? styles.invite : `${styles.invite} ${styles.reserved}`}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
    >
      {text.invite} <SiteLink to={routes.examRegistration.getHref()}>{text.inviteLink}</SiteLink>
    </p>
  );
}
