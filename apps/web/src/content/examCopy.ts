import { EXAM, formatOrdinal, LEARNING_RESOURCES } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';
import { SITE_COPY } from './siteCopy.ts';

/** The words of the exam pages: /apex, /page1, /page2, /page3 and their components. */
export interface ExamCopy {
  readonly heroLead: string;
  readonly takeTestNow: string;
  readonly howItWorks: string;
  readonly heroAlt: string;
  readonly was: string;
  readonly freeUntil: (month: string) => string;
  readonly datesHeading: string;
  readonly datesEyebrow: string;
  readonly resourcesHeading: string;
  readonly resourcesEyebrow: string;
  readonly resourcesIntro: string;
  readonly resourceNames: Readonly<Record<string, string>>;
  readonly associationHeading: string;
  readonly associationEyebrow: string;
  readonly associationAlt: string;
  readonly associationTitle: string;
  readonly associationText: string;
  readonly gradesNote: string;
  readonly whyHeading: string;
  readonly whyEyebrow: string;
  readonly batchName: (name: string) => string;
  readonly testCardHeading: string;
  readonly testMinutes: string;
  readonly testCardNote: string;
  readonly step: (step: number, steps: number) => string;
  readonly welcomeTitle: string;
  readonly welcomeText: string;
  readonly startNow: string;
  readonly benefitsTitle: string;
  readonly detailsFirst: string;
  readonly registerNow: string;
  readonly registeredStart: string;
  readonly registeredWhen: string;
  readonly chooseGrade: string;
  readonly testOpensInTab: string;
  readonly farewell: string;
  readonly testDates: string;
  readonly gradeLink: (grade: number) => string;
}

const subjects = EXAM.subjects.join(' and ');

export const EXAM_COPY: Localized<ExamCopy> = {
  en: {
    heroLead: `One test of ${subjects}, taken online from home or school, with a certificate for every candidate.`,
    takeTestNow: 'Take Test Now',
    howItWorks: 'How it works',
    heroAlt: 'A certificate with a gold star seal and ribbons',
    was: 'Was ',
    freeUntil: (month) => `until ${month}`,
    datesHeading: 'Dates and format',
    datesEyebrow: 'When and how',
    resourcesHeading: 'Educational resources',
    resourcesEyebrow: 'Keep learning',
    resourcesIntro:
      'Free courses from trusted providers, to prepare before the test and to keep going after it.',
    resourceNames: Object.fromEntries(LEARNING_RESOURCES.map(({ url, name }) => [url, name])),
    associationHeading: 'Our association',
    associationEyebrow: 'Partners',
    associationAlt: "Our payment partner's mark: a bank card, a rupee coin and a security shield",
    associationTitle: 'In association with our payment partner',
    associationText:
      'Fees, refunds and prize vouchers are handled through a registered Indian payment partner, so families never share card details with us.',
    gradesNote: `Exclusively for ${formatOrdinal(EXAM.grades.from)} to ${formatOrdinal(EXAM.grades.to)} grade students.`,
    whyHeading: 'Why take Apex',
    whyEyebrow: 'Benefits',
    batchName: (name) => name,
    testCardHeading: 'The test',
    testMinutes: `${EXAM.durationMinutes} minutes`,
    testCardNote: `The test is ${EXAM.durationMinutes} minutes covering ${subjects}.`,
    step: (step, steps) => `Step ${step} of ${steps}`,
    welcomeTitle: `Welcome to ${EXAM.name}`,
    welcomeText: `The ${EXAM.fullName} is a ${EXAM.durationMinutes} minute test of ${subjects} for grades ${EXAM.grades.from} to ${EXAM.grades.to}. Getting started takes just a few short steps.`,
    startNow: 'Start Now',
    benefitsTitle: `What you get with ${EXAM.name}`,
    detailsFirst:
      'We need a few basic details first, so we can send your certificate to the right person.',
    registerNow: 'Register Now',
    registeredStart: 'Already registered? Start the test',
    registeredWhen: 'Already registered? See when you can take the test',
    chooseGrade: 'Choose your grade',
    testOpensInTab: `Your test opens in a new tab. You will have ${EXAM.durationMinutes} minutes once it starts.`,
    farewell: 'All the best',
    testDates: 'Test dates',
    gradeLink: (grade) => `${formatOrdinal(grade)} Grade`,
  },
  hi: {
    heroLead:
      'गणित और अंग्रेज़ी की एक ही परीक्षा, जिसे घर या स्कूल से ऑनलाइन दिया जा सकता है, और हर परीक्षार्थी को प्रमाणपत्र मिलता है।',
    takeTestNow: 'अभी परीक्षा दें',
    howItWorks: 'परीक्षा कैसे होती है',
    heroAlt: 'सुनहरे सितारे की मुहर और रिबन वाला एक प्रमाणपत्र',
    was: 'पहले ',
    freeUntil: (month) => `${month} तक`,
    datesHeading: 'तारीख़ें और प्रारूप',
    datesEyebrow: 'कब और कैसे',
    resourcesHeading: 'पढ़ाई की सामग्री',
    resourcesEyebrow: 'सीखते रहें',
    resourcesIntro:
      'भरोसेमंद संस्थानों के निःशुल्क कोर्स: परीक्षा से पहले तैयारी के लिए, और उसके बाद आगे सीखते रहने के लिए।',
    resourceNames: Object.fromEntries(
      LEARNING_RESOURCES.map(({ url }, index) => [
        url,
        index === 0 ? 'अंग्रेज़ी भाषा के ऑनलाइन कोर्स' : 'गणित और दूसरे विषयों की निःशुल्क पढ़ाई सामग्री',
      ]),
    ),
    associationHeading: 'हमारी साझेदारी',
    associationEyebrow: 'साझेदार',
    associationAlt: 'हमारे भुगतान साझेदार का चिह्न: एक बैंक कार्ड, रुपये का सिक्का और सुरक्षा की ढाल',
    associationTitle: 'हमारे भुगतान साझेदार के सहयोग से',
    associationText:
      'फ़ीस, रिफ़ंड और पुरस्कार वाउचर एक पंजीकृत भारतीय भुगतान साझेदार के ज़रिए सँभाले जाते हैं, इसलिए परिवारों को अपने कार्ड की जानकारी हमें कभी नहीं देनी पड़ती।',
    gradesNote: `केवल कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के विद्यार्थियों के लिए।`,
    whyHeading: 'Apex परीक्षा क्यों दें',
    whyEyebrow: 'फ़ायदे',
    batchName: (name) => name.replace(/^Batch\b/, 'बैच'),
    testCardHeading: 'परीक्षा',
    testMinutes: `${EXAM.durationMinutes}\u00a0मिनट`,
    testCardNote: `परीक्षा ${EXAM.durationMinutes}\u00a0मिनट की है, जिसमें गणित और अंग्रेज़ी दोनों हैं।`,
    step: (step, steps) => `चरण\u00a0${step} / ${steps}`,
    welcomeTitle: `${EXAM.name} में आपका स्वागत है`,
    welcomeText: `${SITE_COPY.hi.examFullName} कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के लिए ${EXAM.durationMinutes}\u00a0मिनट की गणित और अंग्रेज़ी की परीक्षा है। शुरू करना आसान है: बस तीन चरण।`,
    startNow: 'अभी शुरू करें',
    benefitsTitle: `${EXAM.name} से आपको क्या मिलता है`,
    detailsFirst: 'पहले हमें कुछ बुनियादी जानकारी चाहिए, ताकि हम आपका प्रमाणपत्र सही व्यक्ति तक भेज सकें।',
    registerNow: 'अभी पंजीकरण करें',
    registeredStart: 'पंजीकरण हो चुका है? परीक्षा शुरू करें',
    registeredWhen: 'पंजीकरण हो चुका है? देखें कि आप परीक्षा कब दे सकते हैं',
    chooseGrade: 'अपनी कक्षा चुनें',
    testOpensInTab: `आपकी परीक्षा एक नए टैब में खुलेगी। शुरू होने के बाद आपके पास ${EXAM.durationMinutes}\u00a0मिनट होंगे।`,
    farewell: 'शुभकामनाएँ',
    testDates: 'परीक्षा की तारीख़ें',
    gradeLink: (grade) => `कक्षा\u00a0${grade}`,
  },
};
