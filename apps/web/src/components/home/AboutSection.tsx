import { WHO_WE_ARE } from '../../content/agency.ts';
import { homeSections, routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';
import { AboutAnimation } from './AboutAnimation.tsx';
import styles from './AboutSection.module.css';

export interface AboutSectionProps {
  /** On /about the section is the page itself, so its heading is the page's h1. */
  asPage?: boolean;
}

/** Home section 2 (and the /about page): who we are, the animated picture and the exam CTA. */
export function AboutSection({ asPage = false }: AboutSectionProps) {
  return (
    <Section
      id={asPage ? undefined : homeSections.about}
      eyebrow="About us"
      heading={WHO_WE_ARE.heading}
      headingLevel={asPage ? 'h1' : 'h2'}
    >
      <div className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.lead}>{WHO_WE_ARE.lead}</p>
          {WHO_WE_ARE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <ButtonLink to={routes.apex.getHref()} arrow>
              Take Apex Test Now
            </ButtonLink>
          </div>
        </div>
        <AboutAnimation />
      </div>
    </Section>
  );
}
