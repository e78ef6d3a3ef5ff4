import { COURSES } from '@apex/core';
import { RouteError } from '../components/errors/RouteError.tsx';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { SITE_COPY } from '../content/siteCopy.ts';
import { useLocalized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/paths.ts';
import { notFoundMeta } from '../seo/headTags.ts';
import styles from './NotFoundPage.module.css';

/** Any unknown address: say so plainly and offer the likely destinations. */
export default function NotFoundPage() {
  const copy = useLocalized(SITE_COPY);
  return (
    <>
      <PageIntro eyebrow={copy.notFoundEyebrow} title={copy.notFoundTitle} lead={copy.notFoundLead}>
        <ButtonLink to={routes.home.getHref()} variant="accent">
          {copy.goHome}
        </ButtonLink>
        <ButtonLink to={routes.apex.getHref()} variant="outlineLight">
          {copy.theExam}
        </ButtonLink>
      </PageIntro>
      <Container>
        <h2 className={styles.heading}>{copy.ourCourses}</h2>
        <ul className={styles.list}>
          {COURSES.map((course) => (
            <li key={course.level}>
              <ButtonLink to={routes[course.level].getHref()} variant="outline">
                {/* A course title is its product name, English in every language (docs/glossary.md). */}
                <span lang="en">{course.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

export const meta = notFoundMeta;

export function ErrorBoundary() {
  return <RouteError />;
}
