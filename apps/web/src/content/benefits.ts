import { EXAM, formatLakh, LEARNING_RESOURCES } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

export interface Benefit {
  readonly title: string;
  readonly text: string;
}

/** The one prize figure (EXAM.prize), worded the same on every page: "₹1.7L to ₹2.5L". */
const voucherRange = `₹${formatLakh(EXAM.prize.voucherFromLakh)} to ₹${formatLakh(EXAM.prize.voucherToLakh)}`;
const hiVoucherRange = `₹${formatLakh(EXAM.prize.voucherFromLakh, 'hi')} से ₹${formatLakh(EXAM.prize.voucherToLakh, 'hi')}`;

const providerList = LEARNING_RESOURCES.map((resource) => resource.provider);
const providers = providerList.join(' and ');
const hiProviders = providerList.join(' और ');

/** The four benefit cards of the /apex page (spec section 2). */
export const APEX_BENEFITS: Localized<readonly Benefit[]> = {
  en: [
    {
      title: 'Recognised certificates',
      text: `Every candidate receives a recognised certificate, sent to the registered mail ID within ${EXAM.certificateDeliveryDays} days after the exam.`,
    },
    {
      title: `Prizes above ${EXAM.prize.scoreAbovePercent}%`,
      text: `Students scoring above ${EXAM.prize.scoreAbovePercent}% win gift vouchers worth ${voucherRange}.`,
    },
    {
      title: 'Learning resources',
      text: `Free resources to keep learning, from ${providers}.`,
    },
    {
      title: 'Career guidance',
      text: `A free ${EXAM.careerGuidanceMinutes} minute career guidance session with a counsellor.`,
    },
  ],
  hi: [
    {
      title: 'मान्यता प्राप्त प्रमाणपत्र',
      text: `हर परीक्षार्थी को एक मान्यता प्राप्त प्रमाणपत्र मिलता है, जो परीक्षा के ${EXAM.certificateDeliveryDays}\u00a0दिनों के भीतर पंजीकृत ईमेल पते पर भेजा जाता है।`,
    },
    {
      title: `${EXAM.prize.scoreAbovePercent}% से ज़्यादा पर पुरस्कार`,
      text: `${EXAM.prize.scoreAbovePercent}% से ज़्यादा अंक लाने वाले विद्यार्थियों को ${hiVoucherRange} तक के पुरस्कार वाउचर मिलते हैं।`,
    },
    {
      title: 'पढ़ाई की सामग्री',
      text: `आगे सीखते रहने के लिए ${hiProviders} की निःशुल्क सामग्री।`,
    },
    {
      title: 'करियर मार्गदर्शन',
      text: `एक काउंसलर के साथ ${EXAM.careerGuidanceMinutes}\u00a0मिनट का निःशुल्क करियर मार्गदर्शन सत्र।`,
    },
  ],
};

/**
 * The exam's selling points in the home page's words: /page2 lists them, the home banner quotes
 * some. When it can be taken depends on the day: whenSentence (@apex/core) says it.
 */
export interface ExamFacts {
  readonly format: string;
  readonly certificate: string;
  readonly prizes: string;
  readonly resources: string;
  readonly guidance: string;
}

const ENGLISH_FACTS: ExamFacts = {
  format: `An English and mathematics test of ${EXAM.durationMinutes} minutes for grades ${EXAM.grades.from} to ${EXAM.grades.to}.`,
  certificate: `A recognised certificate for every candidate, sent to your registered mail ID within ${EXAM.certificateDeliveryDays} days after the exam.`,
  prizes: `Gift vouchers worth ${voucherRange} for students scoring above ${EXAM.prize.scoreAbovePercent}%.`,
  resources: `Free resources from ${providers}.`,
  guidance: `Free ${EXAM.careerGuidanceMinutes} minute career guidance.`,
};

const HINDI_FACTS: ExamFacts = {
  format: `कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के लिए ${EXAM.durationMinutes}\u00a0मिनट की अंग्रेज़ी और गणित की परीक्षा।`,
  certificate: `हर परीक्षार्थी के लिए एक मान्यता प्राप्त प्रमाणपत्र, जो परीक्षा के ${EXAM.certificateDeliveryDays}\u00a0दिनों के भीतर आपके पंजीकृत ईमेल पते पर भेजा जाता है।`,
  prizes: `${EXAM.prize.scoreAbovePercent}% से ज़्यादा अंक लाने वाले विद्यार्थियों के लिए ${hiVoucherRange} तक के पुरस्कार वाउचर।`,
  resources: `${hiProviders} की निःशुल्क सामग्री।`,
  guidance: `${EXAM.careerGuidanceMinutes}\u00a0मिनट का निःशुल्क करियर मार्गदर्शन।`,
};

export const EXAM_FACTS: Localized<ExamFacts> = { en: ENGLISH_FACTS, hi: HINDI_FACTS };

export const EXAM_HIGHLIGHTS: Localized<readonly string[]> = {
  en: Object.values(ENGLISH_FACTS),
  hi: Object.values(HINDI_FACTS),
};
