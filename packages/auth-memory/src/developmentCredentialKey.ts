import type { Ed25519Jwk } from '@apex/core/credential';

/**
 * THE DEVELOPMENT SIGNING KEY: NOT APEX'S, NEVER TRUSTED OUTSIDE DEVELOPMENT. The memory backend
 * plays the server in `pnpm dev`, the memory build and every UI test, so it signs credentials, and
 * its private half is here in the open on purpose. Only memory builds publish its public half
 * (apps/web/vite/credentialKeys.ts); a Firebase build publishes the deployment's keys, never this
 * one, and the server signs with the Cloud Functions secret (docs/deploy.md, "Credential keys").
 */
export const DEVELOPMENT_CREDENTIAL_KEY: Ed25519Jwk = {
  kty: 'OKP',
  crv: 'Ed25519',
  kid: 'apex-development-key-not-for-production',
  x: 'mg0H1y9e8_LVwfXKN4iJErI_o_VyEuoWRnycSGiFr1Y',
  d: 'JZYF-ME4UmNkrqg6_sUQD7nQjrlX00Us1braDyLmtio',
};
