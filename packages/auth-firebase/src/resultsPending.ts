import {
  BackendError,
  type CertificateService,
  type OrganiserService,
  type ResultService,
} from '@apex/auth-port';

/**
 * Placeholders until the organiser, results and certificate services are built on Firebase
 * (issue 29, the server half): every call says the service is not there yet, so a page shows its
 * failure words, never a wrong answer.
 */
const notYet = (code: string) => () =>
  Promise.reject(new BackendError(code, 'Not available on Firebase yet.'));

export const pendingOrganiser: OrganiserService = {
  totals: notYet('organiser/unavailable'),
  registrations: notYet('organiser/unavailable'),
  publishResults: notYet('organiser/unavailable'),
  publishProgress: notYet('organiser/unavailable'),
};

export const pendingResults: ResultService = {
  read: () => Promise.resolve(null),
};

export const pendingCertificates: CertificateService = {
  read: () => Promise.resolve(null),
  withdraw: notYet('certificate/unavailable'),
};
