import { certificateLink } from '@apex/core';
import { useParams } from 'react-router';
import { RouteError } from '../components/errors/RouteError.tsx';
import { SITE_ORIGIN } from '../config/site.ts';
import { CertificateLookup } from '../features/certificate/index.ts';
import { useLocale } from '../hooks/useLocale.ts';
import { routeMeta } from '../seo/headTags.ts';

export interface CertificateProps {
  /** The certificate's id, from the address `/certificate/:id`. */
  id: string;
}

/**
 * /certificate/:id and /hi/certificate/:id (issue 29): anyone checks a certificate, no account
 * needed. Served as the app shell (never prerendered, `noindex`, out of the sitemap); the id is
 * read in the browser. The QR code carries this page's own address on the origin it is served
 * from, so a printed certificate leads back to the server that issued it.
 */
export default function CertificatePage() {
  const { id = '' } = useParams();
  return <Certificate id={id} />;
}

/** The page's body for an id: the certificate with a QR code of this very address. */
export function Certificate({ id }: CertificateProps) {
  const locale = useLocale();
  const origin = globalThis.location?.origin ?? SITE_ORIGIN;
  return <CertificateLookup id={id} address={certificateLink(origin, locale, id)} />;
}

export const meta = routeMeta('certificate');

export function ErrorBoundary() {
  return <RouteError />;
}
