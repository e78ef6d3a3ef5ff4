import type { PolicyDocument } from '../../content/policies.ts';
import styles from './PolicyArticle.module.css';

/** A policy's sections, each a heading and its paragraphs. */
export function PolicyArticle({ document }: { document: PolicyDocument }) {
  return (
    <article className={styles.article}>
      {document.sections.map((section) => (
        <section key={section.heading} id={section.id}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.address ? (
            <address className={styles.address} lang="en">
              {section.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          ) : null}
        </section>
      ))}
    </article>
  );
}
