import { AGENCY } from '@apex/core';
import { SITE_ORIGIN } from '../config/site.ts';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The route path, e.g. `/apex`, for the canonical URL. */
  path: string;
}

/** Per-route head tags. React 19 hoists these into <head>, on the server and in the browser. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const fullTitle = `${title} | ${AGENCY.name}`;
  const url = `${SITE_ORIGIN}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
