// The public certificate page's body (issue 29): the lookup by id and the certificate itself.
export { CertificateLookup } from './CertificateLookup.tsx';
