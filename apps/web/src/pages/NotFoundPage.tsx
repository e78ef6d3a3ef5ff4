import { COURSES, EXAM } from '@apex/core';
import { ButtonLink } from '../components/ui/ButtonLink.tsx';
import { Container } from '../components/ui/Container.tsx';
import { PageIntro } from '../components/ui/PageIntro.tsx';
import { routes } from '../routes/routes.tsx';
import styles from './NotFoundPage.module.css';

/** Any unknown address: say so plainly and offer the likely destinations. */
export default function NotFoundPage() {
  return (
    <>
      <PageIntro
        eyebrow="Error 404"
        title="Page not found"
        lead="We could not find that page. It may have moved, or the address may be mistyped."
      >
        <ButtonLink to={routes.home.getHref()} variant="accent">
          Go to the home page
        </ButtonLink>
        <ButtonLink to={routes.apex.getHref()} variant="outlineLight">
          The {EXAM.name} exam
        </ButtonLink>
      </PageIntro>
      <Container>
        <h2 className={styles.heading}>Our courses</h2>
        <ul className={styles.list}>
          {COURSES.map((course) => (
            <li key={course.level}>
              <ButtonLink to={routes[course.level].getHref()} variant="outline">
                {course.title}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
