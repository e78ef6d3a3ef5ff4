import { type JsonLdObject, serializeJsonLd } from './structuredData.ts';

/** One JSON-LD block. The content is our own data, serialized with `<` escaped. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; serializeJsonLd escapes `<` so it cannot end the script.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
