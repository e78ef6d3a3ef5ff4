import { AGENCY, LANGUAGE_TAGS, LOCALES } from '@apex/core';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { SITE_ORIGIN } from '../config/site.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { localizedHref } from '../routes/localePath.ts';
import { JsonLd } from './JsonLd.tsx';
import { LOGO_PATH, structuredDataFor } from './structuredData.ts';
import { webManifestHref } from './webManifest.ts';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /**
   * The route path as the English site writes it, e.g. `/apex`, for the canonical URL, the
   * language alternates and the page's structured data; the page's language adds its prefix.
   */
  path: string;
  /** Keep the page out of search results (the not-found page, account pages). */
  noindex?: boolean;
}

/** en-IN -> en_IN, the form Open Graph writes a locale in. */
const ogLocale = (tag: string) => tag.replace('-', '_');

/**
 * Per-route head tags, in the page's language: its own canonical URL, every language version
 * (hreflang, English as x-default) and its Open Graph locale (docs/decisions.md, L4). React 19
 * hoists these into <head>, on the server and in the browser; the JSON-LD for the route
 * (structuredData.ts) stays where it is rendered, as crawlers expect.
 */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const locale = useLocale();
  const fullTitle = title === AGENCY.name ? title : `${title} | ${AGENCY.name}`;
  const absolute = (href: string) => new URL(href, SITE_ORIGIN).href;
  const url = absolute(localizedHref(path, locale));
  const image = absolute(LOGO_PATH);
  const structuredData = structuredDataFor(SITE_ORIGIN, path, useExamStatus(), locale);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {/* Each language installs as its own app (issue 31). */}
      <link rel="manifest" href={webManifestHref(locale)} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noindex
        ? null
        : LOCALES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={LANGUAGE_TAGS[other]}
              href={absolute(localizedHref(path, other))}
            />
          ))}
      {noindex ? null : <link rel="alternate" hrefLang="x-default" href={absolute(path)} />}
      <meta property="og:site_name" content={AGENCY.name} />
      <meta property="og:locale" content={ogLocale(LANGUAGE_TAGS[locale])} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={ogLocale(LANGUAGE_TAGS[other])} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {structuredData.length > 0 ? <JsonLd data={structuredData} /> : null}
    </>
  );
}
