import { GALLERY_SCROLL_INTERVAL_MS } from '@apex/core';
import { type FocusEvent, useRef, useState } from 'react';
import { PRODUCTS } from '../../content/products.ts';
import { useAutoScroll } from '../../hooks/useAutoScroll.ts';
import { useMotionPreference } from '../../hooks/useMotionPreference.ts';
import { homeSections } from '../../routes/routes.tsx';
import { MotionToggle } from '../ui/MotionToggle.tsx';
import { Section } from '../ui/Section.tsx';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductsGallery.module.css';

/**
 * Home section 4: the products, scrolling by one visible width every GALLERY_SCROLL_INTERVAL_MS
 * and wrapping (spec section 4). It holds still while the pointer or focus is inside it, when
 * paused with its button, and under reduced motion.
 */
export function ProductsGallery() {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { wantsMotion, toggle } = useMotionPreference();
  useAutoScroll(scrollerRef, GALLERY_SCROLL_INTERVAL_MS, wantsMotion && !hovered && !focused);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };

  return (
    <Section
      id={homeSections.products}
      eyebrow="Courses"
      heading="Our Products"
      intro="Three blockchain courses, from your first block to production systems."
    >
      <div className={styles.toolbar}>
        <MotionToggle playing={wantsMotion} onToggle={toggle} subject="slideshow" />
      </div>
      <ul
        ref={scrollerRef}
        className={styles.scroller}
        aria-label="Products"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {PRODUCTS.map((product) => (
          <li key={product.level}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
