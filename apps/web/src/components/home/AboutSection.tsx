import { WHO_WE_ARE } from '../../content/agency.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { homeSections, routes } from '../../routes/paths.ts';
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
  const copy = useLocalized(SITE_COPY);
  const who = useLocalized(WHO_WE_ARE);
  return (
    <Section
      id={asPage ? undefined : homeSections.about}
      eyebrow={copy.aboutEyebrow}
      heading={who.heading}
      headingLevel={asPage ? 'h1' : 'h2'}
    >
      <div className={styles.grid}>
        <div className={styles.text}>
          <p className={styles.lead}>{who.lead}</p>
          {who.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <ButtonLink to={routes.apex.getHref()} arrow>
              {copy.takeApexNow}
            </ButtonLink>
          </div>
        </div>
        <AboutAnimation />
      </div>
    </Section>
  );
}
