import type { Registration } from '@apex/auth-port';
import { deliveryOf, type ExamEdition } from '@apex/core';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import styles from './registration.module.css';

export interface StartTestLinkProps {
  readonly registration: Registration;
  readonly edition: ExamEdition;
}

/**
 * "Start the test for <candidate>" (issue 40): during a batch, for a registration its guardian
 * confirmed, of a grade whose test is the built-in one. Otherwise nothing: the next steps say
 * where and when the test is taken.
 */
export function StartTestLink({ registration, edition }: StartTestLinkProps) {
  const status = useExamStatus();
  const text = useMessages().examTest;
  const open =
    status.phase === 'live' &&
    status.edition.id === edition.id &&
    registration.guardianStatus === 'confirmed' &&
    deliveryOf(edition, registration.grade)?.kind === 'built-in';
  if (!open) return null;
  return (
    <p>
      <ButtonLink to={routes.examTest.getHref()} arrow className={styles.startTest}>
        {text.startLink({ candidate: registration.candidateName })}
      </ButtonLink>
    </p>
  );
}
