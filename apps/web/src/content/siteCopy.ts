import { AGENCY, EXAM } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

/** The words of the home page's sections and the site's simple pages, in each language. */
export interface SiteCopy {
  readonly heroWas: string;
  readonly heroTakeTest: string;
  readonly heroAboutExam: string;
  readonly heroWhoWeAre: string;
  /** The hero's second button while registration is open, in place of "Who we are". */
  readonly heroRegister: string;
  readonly heroAlt: string;
  /** The exam's full name: written here once per language (the glossary's term). */
  readonly examFullName: string;
  /** What the agency is: the About lead, the footer's tagline, the default meta description. */
  readonly siteDescription: string;
  /** The installed app's name (the web manifest's `name`). */
  readonly appName: string;
  readonly aboutEyebrow: string;
  readonly takeApexNow: string;
  readonly aboutAnimationLabel: string;
  readonly playAnimation: string;
  readonly pauseAnimation: string;
  readonly servicesEyebrow: string;
  readonly servicesHeading: string;
  readonly servicesPageHeading: string;
  readonly servicesIntro: string;
  readonly productsEyebrow: string;
  readonly productsHeading: string;
  readonly productsIntro: string;
  readonly productsLabel: string;
  readonly playSlideshow: string;
  readonly pauseSlideshow: string;
  readonly contactHeading: string;
  readonly contactEyebrow: string;
  readonly registerToday: string;
  readonly examIsFor: string;
  readonly offerFor: (freeUntil: string) => string;
  readonly registerNow: string;
  readonly examDetails: string;
  readonly questionsEmail: string;
  readonly addressLink: string;
  readonly communityEyebrow: string;
  readonly communityHeading: string;
  readonly communityIntro: string;
  readonly ourBrand: string;
  readonly paymentsAlt: string;
  readonly paymentsCaption: string;
  readonly workEyebrow: string;
  readonly workTitle: string;
  readonly workLead: string;
  readonly seeApex: string;
  readonly learnHeading: string;
  readonly learnEyebrow: string;
  readonly learnIntro: string;
  readonly contactPageEyebrow: string;
  readonly contactPageTitle: string;
  readonly contactPageLead: string;
  readonly careersHeading: string;
  readonly careersEyebrow: string;
  readonly careersText: string;
  readonly addressEyebrow: string;
  readonly addressTitle: string;
  readonly addressLead: string;
  readonly notFoundEyebrow: string;
  readonly notFoundTitle: string;
  readonly notFoundLead: string;
  readonly goHome: string;
  readonly theExam: string;
  readonly ourCourses: string;
}

const grades = `every student in grades ${EXAM.grades.from} to ${EXAM.grades.to}`;
const hiGrades = `कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के हर विद्यार्थी`;

export const SITE_COPY: Localized<SiteCopy> = {
  en: {
    heroWas: 'Was ',
    heroTakeTest: 'Take Test',
    heroAboutExam: `About ${EXAM.name}`,
    heroWhoWeAre: 'Who we are',
    heroRegister: 'Register',
    heroAlt: 'An answer sheet with three ticked answers, a pencil and a prize rosette',
    examFullName: EXAM.fullName,
    siteDescription: AGENCY.description,
    appName: `${AGENCY.name}: ${EXAM.name} exam and courses`,
    aboutEyebrow: 'About us',
    takeApexNow: 'Take Apex Test Now',
    aboutAnimationLabel: 'Apex exam: a rocket climbing towards a mountain summit flag',
    playAnimation: 'Play animation',
    pauseAnimation: 'Pause animation',
    servicesEyebrow: 'What we do',
    servicesHeading: 'Our Best Services',
    servicesPageHeading: 'Our Services',
    servicesIntro: 'From a national exam to the apps and campaigns of the brands we work with.',
    productsEyebrow: 'Courses',
    productsHeading: 'Our Products',
    productsIntro: 'Three blockchain courses, from your first block to production systems.',
    productsLabel: 'Products',
    playSlideshow: 'Play slideshow',
    pauseSlideshow: 'Pause slideshow',
    contactHeading: 'Contact',
    contactEyebrow: 'Get in touch',
    registerToday: `Register for ${EXAM.name} today`,
    examIsFor: `${EXAM.name} is for ${grades}`,
    offerFor: (freeUntil) => `${freeUntil} for ${grades}. `,
    registerNow: 'REGISTER NOW',
    examDetails: 'EXAM DETAILS',
    questionsEmail: 'Questions? Email',
    addressLink: 'Our address and appointments',
    communityEyebrow: 'Community',
    communityHeading: 'Our Communities',
    communityIntro: 'The people who learn, teach and build with us.',
    ourBrand: 'Our brand',
    paymentsAlt: 'A bank card, a rupee coin and a security shield with a tick',
    paymentsCaption: 'Safe payments with our payment partner',
    workEyebrow: 'Work',
    workTitle: 'Our Work',
    workLead: 'Products we build and run ourselves, from a national exam to blockchain courses.',
    seeApex: 'See the Apex exam',
    learnHeading: 'Learn with the community',
    learnEyebrow: 'Courses',
    learnIntro: 'Our blockchain courses bring beginners and working developers together.',
    contactPageEyebrow: 'Contact',
    contactPageTitle: 'Contact us',
    contactPageLead: 'We are a remote team: email is the quickest way to reach us.',
    careersHeading: 'Careers',
    careersEyebrow: 'Join us',
    careersText:
      'We hire designers, engineers and teachers who want to work remotely on products for students. Send a short note about yourself and your work to',
    addressEyebrow: 'Address',
    addressTitle: 'Contact and address',
    addressLead: `${AGENCY.name} is a remote team. Here is how to reach us and where we meet.`,
    notFoundEyebrow: 'Error 404',
    notFoundTitle: 'Page not found',
    notFoundLead: 'We could not find that page. It may have moved, or the address may be mistyped.',
    goHome: 'Go to the home page',
    theExam: `The ${EXAM.name} exam`,
    ourCourses: 'Our courses',
  },
  hi: {
    heroWas: 'पहले ',
    heroTakeTest: 'परीक्षा दें',
    heroAboutExam: `${EXAM.name} के बारे में`,
    heroWhoWeAre: 'हम कौन हैं',
    heroRegister: 'पंजीकरण करें',
    heroAlt: 'सही के तीन निशानों वाली उत्तर-पुस्तिका, एक पेंसिल और पुरस्कार का बैज',
    examFullName: 'अखिल भारतीय कौशल एवं भाषा परीक्षा',
    appName: `${AGENCY.name}: ${EXAM.name} परीक्षा और कोर्स`,
    siteDescription: `${AGENCY.name} डिजिटल सेवाओं की एजेंसी है: हम ब्रांडों के लिए ऐप, वेबसाइट और अभियान बनाते हैं, और ${EXAM.name} परीक्षा चलाते हैं।`,
    aboutEyebrow: 'हमारे बारे में',
    takeApexNow: 'अभी Apex परीक्षा दें',
    aboutAnimationLabel: 'Apex परीक्षा: पहाड़ की चोटी के झंडे की ओर बढ़ता एक रॉकेट',
    playAnimation: 'एनिमेशन चलाएँ',
    pauseAnimation: 'एनिमेशन रोकें',
    servicesEyebrow: 'हम क्या करते हैं',
    servicesHeading: 'हमारी प्रमुख सेवाएँ',
    servicesPageHeading: 'हमारी सेवाएँ',
    servicesIntro: 'एक राष्ट्रीय परीक्षा से लेकर उन ब्रांडों के ऐप और अभियानों तक, जिनके साथ हम काम करते हैं।',
    productsEyebrow: 'कोर्स',
    productsHeading: 'हमारे उत्पाद',
    productsIntro: 'ब्लॉकचेन के तीन कोर्स: आपके पहले ब्लॉक से लेकर असली इस्तेमाल वाले सिस्टम तक।',
    productsLabel: 'उत्पाद',
    playSlideshow: 'स्लाइडशो चलाएँ',
    pauseSlideshow: 'स्लाइडशो रोकें',
    contactHeading: 'संपर्क',
    contactEyebrow: 'हमसे बात करें',
    registerToday: `आज ही ${EXAM.name} के लिए पंजीकरण करें`,
    examIsFor: `${EXAM.name} ${hiGrades} के लिए है`,
    offerFor: (freeUntil) => `${hiGrades} के लिए ${freeUntil}। `,
    registerNow: 'अभी पंजीकरण करें',
    examDetails: 'परीक्षा की जानकारी',
    questionsEmail: 'कोई सवाल? ईमेल करें:',
    addressLink: 'हमारा पता और मुलाक़ात का समय',
    communityEyebrow: 'समुदाय',
    communityHeading: 'हमारे समुदाय',
    communityIntro: 'वे लोग जो हमारे साथ सीखते, सिखाते और बनाते हैं।',
    ourBrand: 'हमारा ब्रांड',
    paymentsAlt: 'एक बैंक कार्ड, रुपये का सिक्का और सही के निशान वाली सुरक्षा ढाल',
    paymentsCaption: 'हमारे भुगतान साझेदार के साथ सुरक्षित भुगतान',
    workEyebrow: 'काम',
    workTitle: 'हमारा काम',
    workLead: 'वे उत्पाद जिन्हें हम ख़ुद बनाते और चलाते हैं: एक राष्ट्रीय परीक्षा से लेकर ब्लॉकचेन कोर्स तक।',
    seeApex: 'Apex परीक्षा देखें',
    learnHeading: 'समुदाय के साथ सीखें',
    learnEyebrow: 'कोर्स',
    learnIntro: 'हमारे ब्लॉकचेन कोर्स शुरुआत करने वालों और काम कर रहे डेवलपरों को साथ लाते हैं।',
    contactPageEyebrow: 'संपर्क',
    contactPageTitle: 'संपर्क करें',
    contactPageLead: 'हमारी टीम रिमोट काम करती है: हम तक पहुँचने का सबसे तेज़ तरीक़ा ईमेल है।',
    careersHeading: 'करियर',
    careersEyebrow: 'हमसे जुड़ें',
    careersText:
      'हम ऐसे डिज़ाइनरों, इंजीनियरों और शिक्षकों को रखते हैं जो विद्यार्थियों के लिए उत्पादों पर रिमोट काम करना चाहते हैं। अपने और अपने काम के बारे में एक छोटा-सा नोट इस पते पर भेजें:',
    addressEyebrow: 'पता',
    addressTitle: 'संपर्क और पता',
    addressLead: `${AGENCY.name} की टीम रिमोट काम करती है। हम तक पहुँचने का तरीक़ा और हमारे मिलने की जगह यहाँ है।`,
    notFoundEyebrow: 'त्रुटि 404',
    notFoundTitle: 'पेज नहीं मिला',
    notFoundLead: 'हमें यह पेज नहीं मिला। हो सकता है यह कहीं और चला गया हो, या पता लिखने में कोई ग़लती हो।',
    goHome: 'होम पेज पर जाएँ',
    theExam: `${EXAM.name} परीक्षा`,
    ourCourses: 'हमारे कोर्स',
  },
};
