import { COURSES, EXAM } from '@apex/core';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { paths } from '../routes/paths.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './NotFoundPage.module.css';

/** Any unknown address: say so plainly and offer the likely destinations. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Page not found"
        description="This page does not exist. Find the Apex exam, our courses or the home page from here."
        path={pathname}
        noindex
      />
      <PageIntro
        eyebrow="Error 404"
        title="Page not found"
        lead="We could not find that page. It may have moved, or the address may be mistyped."
      >
        <ButtonLink to={paths.home.getHref()} variant="accent">
          Go to the home page
        </ButtonLink>
        <ButtonLink to={paths.apex.getHref()} variant="outlineLight">
          The {EXAM.name} exam
        </ButtonLink>
      </PageIntro>
      <Container>
        <h2 className={styles.heading}>Our courses</h2>
        <ul className={styles.list}>
          {COURSES.map((course) => (
            <li key={course.level}>
              <ButtonLink to={paths[course.level].getHref()} variant="outline">
                {course.title}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
