import { useLocation } from 'react-router';
import { useExamStatus } from '../clock/useExamStatus.ts';
import { SITE_ORIGIN } from '../config/site.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { unlocalizedPath } from '../routes/localePath.ts';
import { JsonLd } from './JsonLd.tsx';
import { structuredDataFor } from './structuredData.ts';

/**
 * The JSON-LD of the page shown (structuredData.ts: the organization on the home page, the exam's
 * events on /apex, a course on its page), in its language. It follows the exam status, so it is
 * a component, not part of a route's `meta`; it stays where it is rendered, as crawlers expect.
 */
export function StructuredData() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const data = structuredDataFor(SITE_ORIGIN, unlocalizedPath(pathname), useExamStatus(), locale);
  return data.length > 0 ? <JsonLd data={data} /> : null;
}
