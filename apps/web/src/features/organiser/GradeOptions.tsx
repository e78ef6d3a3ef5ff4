import { REGISTRATION_GRADES } from '@apex/core';
import { useMessages } from '../../hooks/useMessages.ts';

/** A grade select's options, one for each grade of the exam ("Grade 8"). */
export function GradeOptions() {
  const gradeOption = useMessages().registration.gradeOption;
  return REGISTRATION_GRADES.map((grade) => (
    <option key={grade} value={grade}>
      {gradeOption({ grade: String(grade) })}
    </option>
  ));
}
