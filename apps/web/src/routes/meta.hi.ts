import {
  AGENCY,
  type CourseLevel,
  EXAM,
  findCourse,
  formatRupees,
  isCourseLevel,
} from '@apex/core';
import { COURSE_CONTENT } from '../content/courseContent.ts';
import { POLICY_HEADS } from '../content/policyHeads.ts';
import { SITE_COPY } from '../content/siteCopy.ts';
import type { PageMetadata, RouteId, RouteMeta } from './routes.tsx';

/**
 * The head tags of every route in Hindi: the title and description a search result or a shared
 * link shows for the `/hi/...` twin of each entry in routes.tsx. Keyed by route id, so a new route
 * does not typecheck until it has its Hindi head too. Course titles and the brand stay in Latin
 * script (docs/glossary.md).
 */

const EXAM_FULL_NAME = SITE_COPY.hi.examFullName;
const GRADES = `कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to}`;
const TEST = `${EXAM.durationMinutes}\u00a0मिनट की गणित और अंग्रेज़ी की परीक्षा`;

/** AGENCY.description in Hindi: the site's description where a page has no better one. */
export const HI_SITE_DESCRIPTION = SITE_COPY.hi.siteDescription;

function courseMeta(level: CourseLevel): PageMetadata {
  const course = findCourse(level);
  return {
    title: `${course.title} (${formatRupees(course.priceRupees)})`,
    description: COURSE_CONTENT.hi[level].summary,
  };
}

export const HI_META = {
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
    description: `${AGENCY.name} से संपर्क करें: सहायता के लिए ${AGENCY.supportEmail} पर ईमेल करें, मिलने के लिए पहले समय तय करें।`,
  },
  register: 'set-by-page',
  login: 'set-by-page',
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
    description: `${AGENCY.name} दूर से (रिमोट) काम करता है। सहायता: ${AGENCY.supportEmail}; मुलाक़ात पहले से समय तय करके।`,
  },
  apex: {
    title: `${EXAM.name}: ${EXAM_FULL_NAME}`,
    description: `${GRADES} के लिए ${TEST}, और हर परीक्षार्थी के लिए प्रमाणपत्र।`,
  },
  beginner: courseMeta('beginner'),
  intermediate: courseMeta('intermediate'),
  expert: courseMeta('expert'),
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
  guardian: {
    title: 'अभिभावक की पुष्टि',
    description: `माता-पिता या अभिभावक ${EXAM.name} परीक्षा के लिए बच्चे के पंजीकरण की पुष्टि करते हैं या मना करते हैं।`,
    noindex: true,
  },
} as const satisfies Record<RouteId, RouteMeta>;

/** The not-found page's head in Hindi. */
export const HI_NOT_FOUND_META = {
  title: 'पेज नहीं मिला',
  description: 'यह पेज मौजूद नहीं है। यहाँ से Apex परीक्षा, हमारे कोर्स या होम पेज पर जाएँ।',
  noindex: true,
} as const satisfies PageMetadata;
