import { GALLERY_SCROLL_INTERVAL_MS } from '@apex/core';
import { type FocusEvent, useRef, useState } from 'react';
import { PRODUCTS } from '../../content/products.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useAutoScroll } from '../../hooks/useAutoScroll.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMotionPreference } from '../../hooks/useMotionPreference.ts';
import { homeSections } from '../../routes/paths.ts';
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
  const copy = useLocalized(SITE_COPY);
  const products = useLocalized(PRODUCTS);
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
      eyebrow={copy.productsEyebrow}
      heading={copy.productsHeading}
      intro={copy.productsIntro}
    >
      <div className={styles.toolbar}>
        <MotionToggle
          playing={wantsMotion}
          onToggle={toggle}
          playLabel={copy.playSlideshow}
          pauseLabel={copy.pauseSlideshow}
        />
      </div>
      <ul
        ref={scrollerRef}
        className={styles.scroller}
        aria-label={copy.productsLabel}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {products.map((product) => (
          <li key={product.level}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
