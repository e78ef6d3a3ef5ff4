import {
  AGENCY,
  type CourseLevel,
  EXAM,
  findCourse,
  formatRupees,
  isCourseLevel,
  type Locale,
} from '@apex/core';
import { ORGANISER } from '../config/organiser.ts';
import type { RouteId } from '../routes/paths.ts';
import { COURSE_CONTENT } from './courseContent.ts';
import { POLICY_HEADS } from './policyHeads.ts';
import { SITE_COPY } from './siteCopy.ts';

/** The head tags of a page: its title (the site name is appended) and description. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  /** Keep the page out of search results; it then names no canonical URL. */
  readonly noindex?: boolean;
}

/** A page's head: fixed, or computed from the query string (`?course=expert`). */
export type HeadOf = PageHead | ((search: URLSearchParams) => PageHead);

/**
 * The pages whose head a route module reads from here: every route but /register and /login,
 * whose head follows the form's mode and comes from the catalogs (src/pages/RegisterPage.tsx).
 */
export type HeadRouteId = Exclude<RouteId, 'register' | 'login'>;

/**
 * The head tags of every page in English and Hindi: the title and description a search result or
 * a shared link shows. Keyed by route id, so a new route does not typecheck until it has both.
 * Course titles and the brand stay in Latin script (docs/glossary.md).
 */

const EXAM_FULL_NAME = SITE_COPY.hi.examFullName;
const GRADES = `कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to}`;
const TEST = `${EXAM.durationMinutes}\u00a0मिनट की गणित और अंग्रेज़ी की परीक्षा`;

/** AGENCY.description in Hindi: the site's description where a page has no better one. */
export const HI_SITE_DESCRIPTION = SITE_COPY.hi.siteDescription;

function courseHead(level: CourseLevel, locale: 'en' | 'hi'): PageHead {
  const course = findCourse(level);
  return {
    title: `${course.title} (${formatRupees(course.priceRupees)})`,
    description: COURSE_CONTENT[locale][level].summary,
  };
}

const HI_HEADS = {
  home: {
    title: EXAM_FULL_NAME,
    description: `${HI_SITE_DESCRIPTION} ${GRADES} के लिए ${EXAM.name} (${EXAM_FULL_NAME}) में भाग लें।`,
  },
  work: {
    title: 'हमारा काम',
    description: `${AGENCY.name} जो उत्पाद बनाता और चलाता है: Apex परीक्षा और ब्लॉकचेन के तीन कोर्स।`,
  },
  services: {
    title: 'हमारी सेवाएँ',
    description: `${AGENCY.name} की सेवाएँ: शिक्षा, मोबाइल ऐप, ब्लॉकचेन, फ़ोटोग्राफ़ी और वीडियो, डिजिटल मार्केटिंग, वेब डिज़ाइन और डेवलपमेंट।`,
  },
  about: { title: 'हमारे बारे में', description: HI_SITE_DESCRIPTION },
  community: {
    title: 'हमारे समुदाय',
    description: `विद्यार्थी, माता-पिता, स्कूल और डेवलपर: वे समुदाय जिनके लिए ${AGENCY.name} काम करता है।`,
  },
  contact: {
    title: 'संपर्क',
    description: `${AGENCY.name} से संपर्क करें: सहायता के लिए ${ORGANISER.supportEmail} पर ईमेल करें, मिलने के लिए पहले समय तय करें।`,
  },
  editProfile: {
    title: 'प्रोफ़ाइल बदलें',
    description: 'अपनी Apex प्रोफ़ाइल देखें और बदलें: उपयोगकर्ता नाम, ईमेल और फ़ोटो।',
    noindex: true,
  },
  terms: { title: POLICY_HEADS.terms.hi.title, description: POLICY_HEADS.terms.hi.summary },
  privacy: { title: POLICY_HEADS.privacy.hi.title, description: POLICY_HEADS.privacy.hi.summary },
  orderSummary: (search: URLSearchParams) => {
    const level = search.get('course') ?? '';
    const course = isCourseLevel(level) ? findCourse(level) : undefined;
    return {
      title: course ? `ऑर्डर सारांश: ${course.title}` : POLICY_HEADS.checkout.hi.title,
      description: POLICY_HEADS.checkout.hi.summary,
    };
  },
  shipping: {
    title: POLICY_HEADS.shipping.hi.title,
    description: POLICY_HEADS.shipping.hi.summary,
  },
  refund: { title: POLICY_HEADS.refund.hi.title, description: POLICY_HEADS.refund.hi.summary },
  address: {
    title: 'संपर्क और पता',
    description: `${AGENCY.name} दूर से (रिमोट) काम करता है। सहायता: ${ORGANISER.supportEmail}; मुलाक़ात पहले से समय तय करके।`,
  },
  apex: {
    title: `${EXAM.name}: ${EXAM_FULL_NAME}`,
    description: `${GRADES} के लिए ${TEST}, और हर परीक्षार्थी के लिए प्रमाणपत्र।`,
  },
  practice: {
    title: `${EXAM.name} अभ्यास प्रश्नपत्र`,
    description: `${GRADES} के लिए लगभग 10\u00a0मिनट का मुफ़्त अभ्यास प्रश्नपत्र, अंग्रेज़ी और गणित में, बिना खाते के, इसी डिवाइस पर जाँचा जाता है।`,
  },
  beginner: courseHead('beginner', 'hi'),
  intermediate: courseHead('intermediate', 'hi'),
  expert: courseHead('expert', 'hi'),
  page1: {
    title: `${EXAM.name} में आपका स्वागत है`,
    description: `${EXAM_FULL_NAME} शुरू करें: ${TEST}।`,
  },
  page2: {
    title: `${EXAM.name} परीक्षा क्यों दें`,
    description: `प्रमाणपत्र, पुरस्कार, पढ़ाई की सामग्री और करियर मार्गदर्शन: ${EXAM.name} के हर परीक्षार्थी को क्या मिलता है।`,
  },
  page3: {
    title: `${EXAM.name} परीक्षा शुरू करें`,
    description: `अपनी कक्षा चुनें और अपनी ${EXAM.durationMinutes}\u00a0मिनट की ${EXAM.name} परीक्षा खोलें।`,
  },
  examRegistration: {
    title: 'परीक्षा पंजीकरण',
    description: `माता-पिता या अभिभावक की सहमति से ${EXAM.name} परीक्षा के लिए परीक्षार्थी का पंजीकरण करें और पंजीकरण संख्या पाएँ।`,
    noindex: true,
  },
  examTest: {
    title: `${EXAM.name} परीक्षा दें`,
    description: `पंजीकृत परीक्षार्थी की ${EXAM.durationMinutes}\u00a0मिनट की ${EXAM.name} परीक्षा, इसी साइट पर।`,
    noindex: true,
  },
  guardian: {
    title: 'माता-पिता या अभिभावक की पुष्टि',
    description: `माता-पिता या अभिभावक ${EXAM.name} परीक्षा के लिए बच्चे के पंजीकरण की पुष्टि करते हैं या मना करते हैं।`,
    noindex: true,
  },
  parent: {
    title: 'बच्चे के खाते की पुष्टि',
    description: `माता-पिता ${EXAM.name} की साइट पर अपने बच्चे के खाते की पुष्टि करते हैं।`,
    noindex: true,
  },
  guardianManage: {
    title: 'माता-पिता या अभिभावक की सहमति',
    description: `माता-पिता या अभिभावक देखते हैं कि ${EXAM.name} परीक्षा के लिए बच्चे के बारे में क्या रखा गया है, और अपनी सहमति वापस लेते हैं।`,
    noindex: true,
  },
  subscribeConfirm: {
    title: 'सदस्यता की पुष्टि',
    description: `${AGENCY.name} की ईमेल सूची के लिए अपना ईमेल पता सत्यापित करें।`,
    noindex: true,
  },
  unsubscribe: {
    title: 'सदस्यता छोड़ें',
    description: `${AGENCY.name} की ईमेल सूची से अपना ईमेल पता हटाएँ।`,
    noindex: true,
  },
  organiser: {
    title: 'आयोजक कंसोल',
    description: `${EXAM.name} परीक्षा के आयोजकों का कंसोल: पंजीकरण, एक्सपोर्ट और परिणाम।`,
    noindex: true,
  },
  certificate: {
    title: 'प्रमाणपत्र की जाँच',
    description: `${EXAM.name} परीक्षा के प्रमाणपत्र की ऑनलाइन जाँच करें।`,
    noindex: true,
  },
} as const satisfies Record<HeadRouteId, HeadOf>;

const EN_HEADS = {
  home: {
    title: EXAM.fullName,
    description: `${AGENCY.description} Take ${EXAM.name}, the ${EXAM.fullName} for grades ${EXAM.grades.from} to ${EXAM.grades.to}.`,
  },
  work: {
    title: 'Our Work',
    description: `The products ${AGENCY.name} builds and runs: the Apex exam and three blockchain courses.`,
  },
  services: {
    title: 'Our Services',
    description: `${AGENCY.name} services: education, mobile apps, blockchain, photography and video, digital marketing, web design and development.`,
  },
  about: { title: 'About Us', description: AGENCY.description },
  community: {
    title: 'Our Communities',
    description: `Students, parents, schools and builders: the communities ${AGENCY.name} serves.`,
  },
  contact: {
    title: 'Contact',
    description: `Reach ${AGENCY.name}: support by email at ${ORGANISER.supportEmail}, meetings by appointment.`,
  },
  editProfile: {
    title: 'Edit Profile',
    description: 'See and change your Apex profile: username, email and picture.',
    noindex: true,
  },
  terms: { title: POLICY_HEADS.terms.en.title, description: POLICY_HEADS.terms.en.summary },
  privacy: { title: POLICY_HEADS.privacy.en.title, description: POLICY_HEADS.privacy.en.summary },
  orderSummary: (search: URLSearchParams) => {
    const level = search.get('course') ?? '';
    const course = isCourseLevel(level) ? findCourse(level) : undefined;
    return {
      title: course ? `Order summary: ${course.title}` : POLICY_HEADS.checkout.en.title,
      description: POLICY_HEADS.checkout.en.summary,
    };
  },
  shipping: {
    title: POLICY_HEADS.shipping.en.title,
    description: POLICY_HEADS.shipping.en.summary,
  },
  refund: { title: POLICY_HEADS.refund.en.title, description: POLICY_HEADS.refund.en.summary },
  address: {
    title: 'Contact and Address',
    description: `${AGENCY.name} works remotely. Support at ${ORGANISER.supportEmail}; meetings at ${AGENCY.meetingPlace} by appointment.`,
  },
  apex: {
    title: `${EXAM.name}: ${EXAM.fullName}`,
    description: `A ${EXAM.durationMinutes} minute ${EXAM.subjects.join(' and ')} test for grades ${EXAM.grades.from} to ${EXAM.grades.to}, with a certificate for every candidate.`,
  },
  practice: {
    title: `${EXAM.name} practice papers`,
    description: `A free 10 minute ${EXAM.subjects.join(' and ')} practice paper for each of grades ${EXAM.grades.from} to ${EXAM.grades.to}, checked on your device, no account needed.`,
  },
  beginner: courseHead('beginner', 'en'),
  intermediate: courseHead('intermediate', 'en'),
  expert: courseHead('expert', 'en'),
  page1: {
    title: `Welcome to ${EXAM.name}`,
    description: `Start the ${EXAM.fullName}: a ${EXAM.durationMinutes} minute test of ${EXAM.subjects.join(' and ')}.`,
  },
  page2: {
    title: `Why take ${EXAM.name}`,
    description: `Certificates, prizes, resources and career guidance: what every ${EXAM.name} candidate gets.`,
  },
  page3: {
    title: `Start the ${EXAM.name} test`,
    description: `Choose your grade to open your ${EXAM.durationMinutes} minute ${EXAM.name} test.`,
  },
  examRegistration: {
    title: 'Exam registration',
    description: `Register a candidate for ${EXAM.name}, with a parent's or guardian's consent, and get a registration number.`,
    noindex: true,
  },
  examTest: {
    title: `Take the ${EXAM.name} test`,
    description: `The ${EXAM.durationMinutes} minute ${EXAM.name} test of a registered candidate, on this site.`,
    noindex: true,
  },
  guardian: {
    title: 'Guardian confirmation',
    description: `A parent or guardian confirms or declines a child's registration for ${EXAM.name}.`,
    noindex: true,
  },
  parent: {
    title: "Confirm a child's account",
    description: `A parent confirms their child's account on the ${EXAM.name} site.`,
    noindex: true,
  },
  guardianManage: {
    title: "Guardian's consent",
    description: `A parent or guardian sees what is held about their child for ${EXAM.name}, and withdraws consent.`,
    noindex: true,
  },
  subscribeConfirm: {
    title: 'Subscription confirmation',
    description: `Confirm your address for the mailing list of ${AGENCY.name}.`,
    noindex: true,
  },
  unsubscribe: {
    title: 'Leave the list',
    description: `Take your address off the mailing list of ${AGENCY.name}.`,
    noindex: true,
  },
  organiser: {
    title: 'Organiser console',
    description: `The organisers' console of ${EXAM.name}: registrations, export and results.`,
    noindex: true,
  },
  certificate: {
    title: 'Check a certificate',
    description: `Check a certificate of ${EXAM.name} online.`,
    noindex: true,
  },
} as const satisfies Record<HeadRouteId, HeadOf>;

export const PAGE_HEADS: Record<Locale, Record<HeadRouteId, HeadOf>> = {
  en: EN_HEADS,
  hi: HI_HEADS,
};

/** The not-found page's head. */
export const NOT_FOUND_HEADS: Record<Locale, PageHead> = {
  en: {
    title: 'Page not found',
    description:
      'This page does not exist. Find the Apex exam, our courses or the home page from here.',
    noindex: true,
  },
  hi: {
    title: 'पेज नहीं मिला',
    description: 'यह पेज मौजूद नहीं है। यहाँ से Apex परीक्षा, हमारे कोर्स या होम पेज पर जाएँ।',
    noindex: true,
  },
};
