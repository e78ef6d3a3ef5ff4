import { SERVICES } from '../../content/services.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { homeSections } from '../../routes/paths.ts';
import { Section } from '../ui/Section.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import styles from './ServicesSection.module.css';

/** Home section 3 (and the /services page): the services grid. */
export function ServicesSection({ asPage = false }: { asPage?: boolean }) {
  const copy = useLocalized(SITE_COPY);
  const services = useLocalized(SERVICES);
  return (
    <Section
      id={asPage ? undefined : homeSections.services}
      tone="alt"
      centered
      eyebrow={copy.servicesEyebrow}
      heading={asPage ? copy.servicesPageHeading : copy.servicesHeading}
      headingLevel={asPage ? 'h1' : 'h2'}
      intro={copy.servicesIntro}
    >
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.heading}>
            <ServiceCard service={service} headingLevel={asPage ? 'h2' : 'h3'} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
