import { certificateLink } from '@apex/core';
import { SITE_ORIGIN } from '../config/site.ts';
import { CertificateLookup } from '../features/certificate/index.ts';
import { useLocale } from '../hooks/useLocale.ts';

export interface CertificatePageProps {
  /** The certificate's id, from the address `/certificate/:id`. */
  id: string;
}

/**
 * /certificate/:id and /hi/certificate/:id (issue 29): anyone checks a certificate, no account
 * needed. Served as the app shell (never prerendered, `noindex`, out of the sitemap); the id is
 * read in the browser. The QR code carries this page's own address on the origin it is served
 * from, so a printed certificate leads back to the server that issued it.
 */
export default function CertificatePage({ id }: CertificatePageProps) {
  const locale = useLocale();
  const origin = globalThis.location?.origin ?? SITE_ORIGIN;
  return <CertificateLookup id={id} address={certificateLink(origin, locale, id)} />;
}
