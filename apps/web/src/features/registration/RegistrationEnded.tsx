import type { RegistrationEnd } from '@apex/auth-port';
import { formatDay, GUARDIAN_LINK_VALID_DAYS, indianDay } from '@apex/core';
import { useId } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './registration.module.css';

/**
 * Why the account's registration is gone when its guardian ended it (issue 38): withdrew consent
 * from their own page, declined, or never confirmed within the link's days. The server keeps the
 * reason and the day (`registrations.readEnd`), so the page says it, not only the mail.
 */
export function RegistrationEnded({
  end,
  canRegister,
}: {
  end: RegistrationEnd;
  /** Whether the edition takes registrations now (the form follows). */
  canRegister: boolean;
}) {
  const locale = useLocale();
  const text = useMessages().registration;
  const headingId = useId();
  const date = formatDay(indianDay(end.at.getTime()), locale);
  const why =
    end.reason === 'guardian-withdrawal'
      ? text.endedGuardianWithdrawal({ date })
      : end.reason === 'guardian-decline'
        ? text.endedGuardianDecline({ date })
        : text.endedGuardianUnconfirmed({ date, days: GUARDIAN_LINK_VALID_DAYS });
  return (
    <section className={styles.ended} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.endedHeading}</h2>
      <p>{why}</p>
      {canRegister ? <p>{text.endedRegisterAgain}</p> : null}
    </section>
  );
}
