import { Link } from 'react-router-dom';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/routes.tsx';
import styles from './registration.module.css';

/** "Not registered yet? Register before you take the test", with the link to the form. */
export function RegistrationInvite() {
  const text = useMessages().registration;
  return (
    <p className={styles.invite}>
      {text.invite} <Link to={routes.examRegistration.getHref()}>{text.inviteLink}</Link>
    </p>
  );
}
