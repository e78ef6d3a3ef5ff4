import { PRODUCTS } from '../../content/products.ts';
import { ProductCard } from './ProductCard.tsx';
import styles from './ProductGrid.module.css';

/** All products side by side, for pages where the gallery's motion would be in the way. */
export function ProductGrid() {
  return (
    <ul className={styles.grid}>
      {PRODUCTS.map((product) => (
        <li key={product.level}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
