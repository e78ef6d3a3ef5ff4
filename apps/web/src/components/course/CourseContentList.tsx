import { COURSE_PAGE_COPY, type CourseContent } from '../../content/courseContent.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import styles from './CourseContentList.module.css';

/** The course content, module by module, then what the learner can do at the end. */
export function CourseContentList({ content }: { content: CourseContent }) {
  const copy = useLocalized(COURSE_PAGE_COPY);
  return (
    <>
      <h2>{copy.contentHeading}</h2>
      <ol className={styles.list}>
        {content.modules.map((module) => (
          <li key={module.title} className={styles.item}>
            <div>
              <h3>{module.title}</h3>
              <p>{module.detail}</p>
            </div>
          </li>
        ))}
      </ol>
      <h2>{copy.outcomesHeading}</h2>
      <ul className={styles.outcomes}>
        {content.outcomes.map((outcome) => (
          <li key={outcome}>{outcome}</li>
        ))}
      </ul>
    </>
  );
}
