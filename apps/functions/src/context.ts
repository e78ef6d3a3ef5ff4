import type { CredentialJwk } from '@apex/core/credential';
import type { Account } from '@apex/server';
import type { Firestore } from 'firebase-admin/firestore';

/** What the server's handlers need from the world, so tests can give them a fixed clock. */
export interface ServerContext {
  readonly db: Firestore;
  /** The account's address and whether it is verified (Firebase Auth). */
  account(uid: string): Promise<Account>;
  now(): Date;
  /** The site's origin for links in mails, e.g. "https://apex.example" (SITE_ORIGIN). */
  siteOrigin(): string;
  /** Who issues the certificates: the organiser's legal name (VITE_ORGANISER_LEGAL_NAME). */
  organiserName(): string;
  /**
   * The key certificates' credentials are signed with (issue 32, the CREDENTIAL_SIGNING_KEY
   * secret); null or absent: certificates are issued without one (docs/adr).
   */
  credentialKey?(): CredentialJwk | null;
}
