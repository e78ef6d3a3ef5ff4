import {
  achievementOf,
  EDITIONS,
  indianDay,
  isPrizeEligible,
  registrationNumberOf,
} from '@apex/core';
import { gradeStandings } from '@apex/server';
import type { CertificateRecord, RegistrationRecord, ResultRecord } from './state.ts';

/** A seeded registration's position, from its uid (`seed-<n>`). */
const positionOf = (uid: string): number => Number(uid.slice('seed-'.length));

/**
 * Published results for some of the seeded registrations (every fourth confirmed one), with their
 * certificates, as a publish would have written them: scores spread from 20% to 100%, standings
 * in grade among them (the server's gradeStandings), achievements and prize eligibility from core. Marked as mailed already, so
 * a sample edition does not fill the development mailbox. The certificates carry no signed
 * credential: they show as issued without a digital signature.
 */
export function seededResults(
  registrations: readonly RegistrationRecord[],
  now: Date,
  organiserName: string,
): { readonly results: ResultRecord[]; readonly certificates: CertificateRecord[] } {
  const chosen = registrations.filter(
    (record) => record.guardianConfirmedAt !== null && positionOf(record.uid) % 4 === 1,
  );
  const scores = chosen.map((record) => 20 + ((positionOf(record.uid) * 37) % 81));
  const standings = gradeStandings(
    chosen.map((record, index) => ({
      grade: record.details.grade,
      scorePercent: scores[index] ?? 0,
    })),
  );
  const issuedOn = indianDay(now.getTime());
  const results: ResultRecord[] = [];
  const certificates: CertificateRecord[] = [];
  chosen.forEach((record, index) => {
    const scorePercent = scores[index] ?? 0;
    const achievement = achievementOf(scorePercent);
    const certificateId = `sample-${record.uid}`;
    results.push({
      editionId: record.editionId,
      uid: record.uid,
      registrationNumber: registrationNumberOf(record.editionId, record.uid),
      grade: record.details.grade,
      scorePercent,
      percentileInGrade: standings[index]?.percentileInGrade ?? 0,
      candidatesInGrade: standings[index]?.candidatesInGrade ?? 1,
      rankInGrade: standings[index]?.rankInGrade ?? 1,
      achievement,
      prizeEligible: isPrizeEligible(scorePercent),
      certificateId,
      publishedAt: now.toISOString(),
      mailedAt: now.toISOString(),
    });
    certificates.push({
      id: certificateId,
      uid: record.uid,
      candidateName: record.details.candidateName,
      grade: record.details.grade,
      editionId: record.editionId,
      editionName: EDITIONS.find((edition) => edition.id === record.editionId)?.name ?? '',
      achievement,
      issuedOn,
      organiserName,
      withdrawnAt: null,
    });
  });
  return { results, certificates };
}
