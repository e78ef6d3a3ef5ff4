import { AGENCY } from '@apex/core';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { SITE_ORIGIN } from '../config/site.ts';
import { JsonLd } from './JsonLd.tsx';
import { LOGO_PATH, structuredDataFor } from './structuredData.ts';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The route path, e.g. `/apex`, for the canonical URL and the page's structured data. */
  path: string;
  /** Keep the page out of search results (the not-found page, account pages). */
  noindex?: boolean;
}

/**
 * Per-route head tags. React 19 hoists these into <head>, on the server and in the browser; the
 * JSON-LD for the route (structuredData.ts) stays where it is rendered, as crawlers expect.
 */
export function PageMeta({ title, description, path, noindex = false }: PageMetaProps) {
  const fullTitle = title === AGENCY.name ? title : `${title} | ${AGENCY.name}`;
  const url = new URL(path, SITE_ORIGIN).href;
  const image = new URL(LOGO_PATH, SITE_ORIGIN).href;
  const structuredData = structuredDataFor(SITE_ORIGIN, path, useExamStatus());
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={AGENCY.name} />
      <meta property="og:locale" content="en_IN" />
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
