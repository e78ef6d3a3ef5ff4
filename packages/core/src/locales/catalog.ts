/**
 * The shapes of a message catalog (docs/adr/0070-lingui-catalogs.md). A source catalog is a nested object of
 * ICU MessageFormat strings (locales/en.ts); Lingui compiles it, flattened to dotted ids
 * (`errors.auth/invalid-email`), and `Messages` is what the UI reads: the same nesting, each entry
 * a string, or a function of its placeholders' values where it has any.
 */

/** A catalog with the keys of `Source` and any text in place of each message. */
export type CatalogOf<Source> = Source extends string
  ? string
  : { readonly [Key in keyof Source]: CatalogOf<Source[Key]> };

/**
 * The placeholder names of an ICU message: `{email}` and `{count, plural, …}` give email, count.
 * A plural's branches (`other {# results}`) are text, not placeholders: they hold `#` or a space.
 */
type Placeholders<Message extends string> =
  Message extends `${string}{${infer Inside}}${infer Rest}`
    ?
        | (Inside extends `${infer Name},${string}`
            ? Name
            : Inside extends `${string}#${string}` | `${string} ${string}`
              ? never
              : Inside)
        | Placeholders<Rest>
    : never;

/** The values a message's placeholders take. */
export type MessageValues<Name extends string> = { readonly [Key in Name]: string | number };

/** What the UI reads for a source catalog: strings, and functions where a message has placeholders. */
export type MessagesOf<Source> = Source extends string
  ? [Placeholders<Source>] extends [never]
    ? string
    : (values: MessageValues<Placeholders<Source>>) => string
  : { readonly [Key in keyof Source]: MessagesOf<Source[Key]> };

/** A nested catalog flattened to `group.key` ids, as Lingui's catalogs are keyed. */
export function flattenCatalog(catalog: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(catalog)) {
    if (key.includes('.')) throw new Error(`A catalog key may not contain a dot: ${prefix}${key}`);
    const id = `${prefix}${key}`;
    if (typeof value === 'string') flat[id] = value;
    else if (typeof value === 'object' && value !== null) {
      Object.assign(flat, flattenCatalog(value, `${id}.`));
    } else throw new Error(`A catalog entry must be a string: ${id}`);
  }
  return flat;
}
