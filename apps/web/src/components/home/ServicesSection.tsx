import { SERVICES } from '../../content/services.ts';
import { homeSections } from '../../routes/routes.tsx';
import { Section } from '../ui/Section.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import styles from './ServicesSection.module.css';

/** Home section 3 (and the /services page): the services grid. */
export function ServicesSection({ asPage = false }: { asPage?: boolean }) {
  return (
    <Section
      id={asPage ? undefined : homeSections.services}
      tone="alt"
      centered
      eyebrow="What we do"
      heading={asPage ? 'Our Services' : 'Our Best Services'}
      headingLevel={asPage ? 'h1' : 'h2'}
      intro="From a national exam to the apps and campaigns of the brands we work with."
    >
      <ul className={styles.grid}>
        {SERVICES.map((service) => (
          <li key={service.heading}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
