/**
 * `text` as literal ICU message text: an apostrophe doubled, braces quoted (`'{'`), so a list of
 * characters such as the password's special ones reads as written. `#` needs nothing outside a
 * plural, and the catalogs have none.
 */
export function icuLiteral(text: string): string {
  return text.replaceAll("'", "''").replace(/[{}]+/g, (braces) => `'${braces}'`);
}
