import { deliveryOf, EXAM, type ExamEdition } from '@apex/core';
import { SITE_ORIGIN } from '../../config/site.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { localizedHref } from '../../routes/localePath.ts';
import { routes } from '../../routes/paths.ts';

export interface NextTestSentenceProps {
  edition: ExamEdition;
  grade: number;
}

/**
 * Where the registered candidate takes the test, as the edition delivers the grade's test: the
 * external link on /page3, or this registration page for the built-in test (ADR 0180).
 */
export function NextTestSentence({ edition, grade }: NextTestSentenceProps) {
  const locale = useLocale();
  const text = useMessages().registration;
  const minutes = String(EXAM.durationMinutes);
  if (deliveryOf(edition, grade)?.kind === 'built-in') {
    return text.nextTestBuiltIn({ grade: String(grade), minutes });
  }
  const address = `${SITE_ORIGIN.replace(/^https?:\/\//, '')}${localizedHref(routes.page3.getHref(), locale)}`;
  return text.nextTest({ grade: String(grade), address, minutes });
}
