import { builtInGrades, type ExamEdition, externalTestLinks } from '@apex/core';
import { BuiltInTestNote } from './BuiltInTestNote.tsx';
import { GradeLinks } from './GradeLinks.tsx';

export interface GradeTestsProps {
  edition: ExamEdition;
  /** A grade shown elsewhere on the page (the candidate's own); null for none. */
  except: number | null;
}

/** The edition's grade tests: the external links, then where the built-in ones are taken. */
export function GradeTests({ edition, except }: GradeTestsProps) {
  const links = externalTestLinks(edition).filter((link) => link.grade !== except);
  const builtIn = builtInGrades(edition).filter((grade) => grade !== except);
  return (
    <>
      {links.length > 0 ? <GradeLinks links={links} /> : null}
      {builtIn.length > 0 ? <BuiltInTestNote grades={builtIn} /> : null}
    </>
  );
}
