import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './PracticeInvite.module.css';

/** The way to the practice papers (issue 40 step 6), so families know the format before the day. */
export function PracticeInvite() {
  const text = useMessages().practice;
  return (
    <div className={styles.invite}>
      <p className={styles.text}>{text.invite}</p>
      <ButtonLink to={routes.practice.getHref()} variant="outline" arrow>
        {text.inviteLink}
      </ButtonLink>
    </div>
  );
}
