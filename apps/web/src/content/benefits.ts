import { EXAM, formatLakh, LEARNING_RESOURCES } from '@apex/core';

export interface Benefit {
  readonly title: string;
  readonly text: string;
}

const providers = LEARNING_RESOURCES.map((resource) => resource.provider).join(' and ');

/** The four benefit cards of the /apex page (spec section 2). */
export const APEX_BENEFITS: readonly Benefit[] = [
  {
    title: 'Recognised certificates',
    text: `Every candidate receives a recognised certificate, sent to the registered mail ID within ${EXAM.certificateDeliveryDays} days after the exam.`,
  },
  {
    title: `Prizes above ${EXAM.prize.scoreAbovePercent}%`,
    text: `Students scoring above ${EXAM.prize.scoreAbovePercent}% win gift vouchers worth ₹${formatLakh(EXAM.prize.voucherFromLakh)} to ₹${formatLakh(EXAM.prize.voucherToLakh)}.`,
  },
  {
    title: 'Learning resources',
    text: `Free resources to keep learning, from ${providers}.`,
  },
  {
    title: 'Career guidance',
    text: `A free ${EXAM.careerGuidanceMinutes} minute career guidance session with a counsellor.`,
  },
];

/**
 * The exam's selling points in the home page's words: /page2 lists them, the home banner quotes
 * some. When it can be taken depends on the day: whenSentence (@apex/core) says it.
 */
export const EXAM_FACTS = {
  format: `An English and mathematics test of ${EXAM.durationMinutes} minutes for grades ${EXAM.grades.from} to ${EXAM.grades.to}.`,
  certificate: `A recognised certificate for every candidate, sent to your registered mail ID within ${EXAM.certificateDeliveryDays} days after the exam.`,
  prizes: `Educational gifts worth up to ${EXAM.prize.homeUpToLakh} lakh rupees for students scoring above ${EXAM.prize.scoreAbovePercent}%.`,
  resources: `Free resources from ${providers}.`,
  guidance: `Free ${EXAM.careerGuidanceMinutes} minute career guidance.`,
} as const;

export const EXAM_HIGHLIGHTS: readonly string[] = Object.values(EXAM_FACTS);
