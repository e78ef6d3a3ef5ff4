import { formatGrade } from '../format.ts';
import { messagesFor } from '../messages.ts';
import {
  type Achievement,
  certificateLink,
  MERIT_THRESHOLD_PERCENT,
  PRIZE_THRESHOLD_PERCENT,
} from '../results.ts';
import type { IdentityObject } from './identity.ts';
import {
  type BitstringStatusListEntry,
  type StatusPosition,
  statusListEntry,
} from './statusEntry.ts';

/**
 * The Open Badges 3.0 credential of a certificate (issue 32, docs/adr/0097-open-badges-credentials.md):
 * an `OpenBadgeCredential` (VC Data Model 2.0) built from the certificate's public facts only.
 * Its words are the English catalog's (`credential.*`, `inLanguage: en`): one signed document
 * cannot be in two languages, and English is what wallets and foreign schools read.
 */

export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OPEN_BADGES_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
/** The official JSON Schema an issued credential validates against (vendored in schema/). */
export const OPEN_BADGES_SCHEMA =
  'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

/** What the credential is built from: the certificate's public record (no contact details). */
export interface CredentialFacts {
  /** The certificate's id (`certificates/{id}`). */
  readonly certificateId: string;
  readonly candidateName: string;
  readonly grade: number;
  readonly editionId: string;
  readonly editionName: string;
  readonly achievement: Achievement;
  /** The Indian day it was issued, `YYYY-MM-DD`. */
  readonly issuedOn: string;
  /** The organiser's legal name: the issuer. */
  readonly organiserName: string;
  /**
   * Its bit in the site's revocation lists (issue 38), drawn by the server once per credential;
   * absent on a certificate issued before credentials had a status.
   */
  readonly status?: StatusPosition;
}

export interface IssuerProfile {
  readonly id: string;
  readonly type: readonly ['Profile'];
  readonly name: string;
  readonly url: string;
}

export interface OpenBadgeAchievement {
  readonly id: string;
  readonly type: readonly ['Achievement'];
  readonly achievementType: 'Award' | 'Certificate';
  readonly name: string;
  readonly description: string;
  readonly criteria: { readonly narrative: string };
  readonly inLanguage: 'en';
}

export interface AchievementSubject {
  readonly id: string;
  readonly type: readonly ['AchievementSubject'];
  readonly identifier: readonly IdentityObject[];
  readonly achievement: OpenBadgeAchievement;
}

export interface OpenBadgeCredential {
  readonly '@context': readonly [typeof VC_CONTEXT_V2, typeof OPEN_BADGES_CONTEXT];
  readonly id: string;
  readonly type: readonly ['VerifiableCredential', 'OpenBadgeCredential'];
  readonly name: string;
  readonly description: string;
  readonly issuer: IssuerProfile;
  readonly validFrom: string;
  readonly credentialSubject: AchievementSubject;
  /** Where a verifier reads whether the issuer revoked it (W3C Bitstring Status List). */
  readonly credentialStatus?: BitstringStatusListEntry;
  readonly credentialSchema: readonly [
    { readonly id: typeof OPEN_BADGES_SCHEMA; readonly type: '1EdTechJsonSchemaValidator2019' },
  ];
}

function originOf(siteOrigin: string): string {
  return siteOrigin.replace(/\/+$/, '');
}

/** The issuer's id: the site's origin, where its key set is published (`iss` of the JWT). */
export function issuerId(siteOrigin: string): string {
  return `${originOf(siteOrigin)}/`;
}

/**
 * The credential of a certificate. Pure: the same facts give the same credential (the day of issue
 * is the certificate's, so signing it again yields the same bytes: RS256 is deterministic).
 * The candidate is named (an unhashed `name` identity, as the page shows it) and the guardian's
 * email is present only salted and hashed; no school, no score (docs/adr).
 */
export function openBadgeCredential(
  facts: CredentialFacts,
  siteOrigin: string,
  guardianEmail: IdentityObject,
): OpenBadgeCredential {
  const origin = originOf(siteOrigin);
  const text = messagesFor('en');
  const achievement = text.results.achievements[facts.achievement];
  const id = certificateLink(origin, 'en', facts.certificateId);
  const threshold =
    facts.achievement === 'prize' ? PRIZE_THRESHOLD_PERCENT : MERIT_THRESHOLD_PERCENT;
  const edition = { editionName: facts.editionName };
  return {
    '@context': [VC_CONTEXT_V2, OPEN_BADGES_CONTEXT],
    id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: text.credential.name({ ...edition, achievement }),
    description: text.credential.description({
      ...edition,
      achievement,
      candidateName: facts.candidateName,
      grade: formatGrade(facts.grade, 'en'),
    }),
    issuer: {
      id: issuerId(origin),
      type: ['Profile'],
      name: facts.organiserName,
      url: issuerId(origin),
    },
    // Midnight of the Indian day it was issued: the day the certificate shows, in its own zone.
    validFrom: `${facts.issuedOn}T00:00:00+05:30`,
    credentialSubject: {
      id: `${id}#candidate`,
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: facts.candidateName,
        },
        guardianEmail,
      ],
      achievement: {
        id: `${origin}/achievements/${encodeURIComponent(facts.editionId)}/${facts.achievement}`,
        type: ['Achievement'],
        achievementType: facts.achievement === 'prize' ? 'Award' : 'Certificate',
        name: text.credential.achievementName({ ...edition, achievement }),
        description: text.credential.achievementDescription({
          ...edition,
          achievement,
          organiser: facts.organiserName,
        }),
        criteria: {
          narrative:
            facts.achievement === 'participation'
              ? text.credential.criteria.participation(edition)
              : text.credential.criteria[facts.achievement]({ ...edition, threshold }),
        },
        inLanguage: 'en',
      },
    },
    ...(facts.status === undefined
      ? {}
      : { credentialStatus: statusListEntry(origin, facts.status) }),
    credentialSchema: [{ id: OPEN_BADGES_SCHEMA, type: '1EdTechJsonSchemaValidator2019' }],
  };
}
