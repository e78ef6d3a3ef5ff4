import { useLocale } from '../../hooks/useLocale.ts';

/** A count as the page's language groups it (Indian grouping, international digits: 1,00,000). */
export function useCount(): (count: number) => string {
  const format = new Intl.NumberFormat(`${useLocale()}-IN`);
  return (count) => format.format(count);
}
