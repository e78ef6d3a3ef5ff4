import { type ReactNode, useId } from 'react';
import styles from './Section.module.css';

export interface SectionProps {
  id?: string | undefined;
  heading: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'light' | 'alt' | 'dark';
  centered?: boolean;
  /** `h1` when the section is the page's own heading, as on the content pages. */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}

/** A full-width band of the page with a labelled heading and a centred content column. */
export function Section({
  id,
  heading,
  eyebrow,
  intro,
  tone = 'light',
  centered = false,
  headingLevel: Heading = 'h2',
  children,
}: SectionProps) {
  const headingId = useId();
  const classes = [styles.section, styles[tone], centered ? styles.centered : ''].join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={headingId} tabIndex={id ? -1 : undefined}>
      <div className={styles.inner}>
        <div className={styles.header}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <Heading id={headingId} className={styles.heading}>
            {heading}
          </Heading>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
