import { COURSES, type CourseLevel, findCourse } from '@apex/core';
import { CourseContentList } from '../components/course/CourseContentList.tsx';
import { CoursePrice } from '../components/course/CoursePrice.tsx';
import { CourseTitle } from '../components/course/CourseTitle.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { StaticPart } from '../components/ui/StaticPart.tsx';
import { COURSE_CONTENT, COURSE_PAGE_COPY } from '../content/courseContent.ts';
import { PRODUCTS } from '../content/products.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/routes.tsx';
import styles from './CoursePage.module.css';

/** /beginner, /intermediate, /expert: one page per course, from the same data. */
export default function CoursePage({ level }: { level: CourseLevel }) {
  const course = findCourse(level);
  const content = useLocalized(COURSE_CONTENT)[level];
  const copy = useLocalized(COURSE_PAGE_COPY);
  const product = useLocalized(PRODUCTS).find((candidate) => candidate.level === level);
  const others = COURSES.filter((other) => other.level !== level);
  return (
    <>
      <PageIntro
        eyebrow={copy.eyebrow(product?.levelName ?? level)}
        title={<CourseTitle title={course.title} />}
        lead={content.summary}
      />
      <Container>
        <div className={styles.layout}>
          <StaticPart className={styles.main}>
            <p className={styles.audience}>
              <strong>{copy.whoFor}</strong> {content.audience}
            </p>
            <CourseContentList content={content} />
            <h2>{copy.otherCourses}</h2>
            <ul className={styles.others}>
              {others.map((other) => (
                <li key={other.level}>
                  <ButtonLink to={routes[other.level].getHref()} variant="outline">
                    <CourseTitle title={other.title} />
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </StaticPart>
          <div className={styles.side}>
            {product ? (
              <img
                className={styles.cover}
                src={product.image}
                width={640}
                height={400}
                alt={product.imageAlt}
              />
            ) : null}
            <CoursePrice course={course} />
          </div>
        </div>
      </Container>
    </>
  );
}
