import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';

export interface BuiltInTestNoteProps {
  /** The grades whose test is the built-in one; the sentence names them. */
  grades: readonly number[];
}

/**
 * Where a built-in test is taken (issue 40): on this site, from the candidate's registration page,
 * during a batch; never a link that leads nowhere (ADR 0180).
 */
export function BuiltInTestNote({ grades }: BuiltInTestNoteProps) {
  const text = useMessages().registration;
  return (
    <>
      <p>{text.builtInGrades({ count: grades.length, grades: grades.join(', ') })}</p>
      <p>
        <ButtonLink to={routes.examRegistration.getHref()} arrow>
          {text.yourRegistration}
        </ButtonLink>
      </p>
    </>
  );
}
