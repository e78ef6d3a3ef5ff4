import type { CourseContent } from '../../content/courseContent.ts';
import styles from './CourseContentList.module.css';

/** The course content, module by module, then what the learner can do at the end. */
export function CourseContentList({ content }: { content: CourseContent }) {
  return (
    <>
      <h2>Course content</h2>
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
      <h2>By the end you can</h2>
      <ul className={styles.outcomes}>
        {content.outcomes.map((outcome) => (
          <li key={outcome}>{outcome}</li>
        ))}
      </ul>
    </>
  );
}
