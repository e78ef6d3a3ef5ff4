import { findCourse, formatRupees } from '@apex/core';
import { Link } from 'react-router';
import type { Product } from '../../content/products.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import styles from './ProductCard.module.css';

/**
 * A product of the gallery: its picture, name and price, all one link to its page. `headingLevel`:
 * one below the heading the card sits under, so no level is skipped.
 */
export function ProductCard({
  product,
  headingLevel: Heading = 'h3',
}: {
  product: Product;
  headingLevel?: 'h2' | 'h3';
}) {
  const siteHref = useSiteHref();
  const locale = useLocale();
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={product.image}
        width={640}
        height={400}
        alt={product.imageAlt}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.body}>
        <p className={styles.level}>{product.levelName}</p>
        <Heading className={styles.title}>
          {/* A course title is its product name, English in every language (docs/glossary.md). */}
          <Link className={styles.link} to={siteHref(product.href)} lang="en">
            {product.title}
          </Link>
        </Heading>
        <p className={styles.tagline}>{product.tagline}</p>
        <p className={styles.price}>
          {formatRupees(findCourse(product.level).priceRupees, locale)}
        </p>
      </div>
    </article>
  );
}
