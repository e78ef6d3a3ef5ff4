import { PRODUCTS } from '../../content/products.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

/** All products side by side, for pages where the gallery's motion would be in the way. */
export function ProductGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const products = useLocalized(PRODUCTS);
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.level}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
