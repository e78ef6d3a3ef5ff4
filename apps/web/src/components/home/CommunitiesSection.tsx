import { AGENCY } from '@apex/core';
import paymentsArt from '../../assets/payments.svg';
import { COMMUNITIES } from '../../content/agency.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { homeSections } from '../../routes/paths.ts';
import { LogoMark } from '../ui/LogoMark.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './CommunitiesSection.module.css';

/** Home section 6 (and the /community page): who we build for, our mark and our payment partner. */
export function CommunitiesSection({ asPage = false }: { asPage?: boolean }) {
  const copy = useLocalized(SITE_COPY);
  const communities = useLocalized(COMMUNITIES);
  // One level below the section's heading, which is the page's h1 on /community.
  const ItemHeading = asPage ? 'h2' : 'h3';
  return (
    <Section
      id={asPage ? undefined : homeSections.community}
      tone="dark"
      eyebrow={copy.communityEyebrow}
      heading={copy.communityHeading}
      headingLevel={asPage ? 'h1' : 'h2'}
      intro={copy.communityIntro}
    >
      <div className={styles.grid}>
        <ul className={styles.list}>
          {communities.map((community) => (
            <li key={community.title} className={styles.item}>
              <ItemHeading>{community.title}</ItemHeading>
              <p>{community.text}</p>
            </li>
          ))}
        </ul>
        <div className={styles.marks}>
          <figure className={styles.mark}>
            <span className={styles.brand}>
              <LogoMark size={72} />
              {AGENCY.name}
            </span>
            <figcaption>{copy.ourBrand}</figcaption>
          </figure>
          <figure className={styles.mark}>
            <img
              className={styles.payments}
              src={paymentsArt}
              width={320}
              height={200}
              loading="lazy"
              decoding="async"
              alt={copy.paymentsAlt}
            />
            <figcaption>{copy.paymentsCaption}</figcaption>
          </figure>
        </div>
      </div>
    </Section>
  );
}
