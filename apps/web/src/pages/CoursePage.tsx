import { COURSES, type CourseLevel, findCourse, isCourseLevel } from '@apex/core';
import { CourseContentList } from '../components/course/CourseContentList.tsx';
import { CoursePrice } from '../components/course/CoursePrice.tsx';
import { CourseTitle } from '../components/course/CourseTitle.tsx';
import { RouteError } from '../components/errors/RouteError.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { COURSE_CONTENT, COURSE_PAGE_COPY } from '../content/courseContent.ts';
import { PRODUCTS } from '../content/products.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { useRouteId } from '../hooks/useRouteId.ts';
import { routes } from '../routes/paths.ts';
import { type MatchedHeadArgs, matchedRouteId, metaFor } from '../seo/headTags.ts';
import styles from './CoursePage.module.css';

/** The course a route id names (the three course routes' ids are their levels). */
function levelOf(id: string | undefined): CourseLevel {
  if (id === undefined || !isCourseLevel(id)) throw new Error(`No course page for the route ${id}`);
  return id;
}

/** /beginner, /intermediate, /expert: one route module for the three (src/routes/paths.ts). */
export default function CourseRoute() {
  return <CoursePage level={levelOf(useRouteId())} />;
}

export const meta = (args: MatchedHeadArgs) => metaFor(args, levelOf(matchedRouteId(args)));

export function ErrorBoundary() {
  return <RouteError />;
}

/** One course's page, from the same data for each. */
export function CoursePage({ level }: { level: CourseLevel }) {
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
          <div className={styles.main}>
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
          </div>
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
