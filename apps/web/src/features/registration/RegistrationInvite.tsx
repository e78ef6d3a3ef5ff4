import { Link } from 'react-router-dom';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { localizedHref } from '../../routes/localePath.ts';
import { routes } from '../../routes/routes.tsx';
import styles from './registration.module.css';

/** "Not registered yet? Register before you take the test", with the link to the form. */
export function RegistrationInvite() {
  const text = useMessages().registration;
  const locale = useLocale();
  return (
    <p className={styles.invite}>
      {text.invite}{' '}
      <Link to={localizedHref(routes.examRegistration.getHref(), locale)}>{text.inviteLink}</Link>
    </p>
  );
}
