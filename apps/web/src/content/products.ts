import { COURSES, type CourseLevel } from '@apex/core';
import beginnerCover from '../assets/products/beginner.svg';
import expertCover from '../assets/products/expert.svg';
import intermediateCover from '../assets/products/intermediate.svg';
import type { Localized } from '../hooks/useLocalized.ts';
import { routes } from '../routes/paths.ts';

/** A product gallery item (spec section 3): an image and where it leads. */
export interface Product {
  readonly level: CourseLevel;
  /** The level as the card labels it: the level's id in English (styled in capitals), its Hindi word. */
  readonly levelName: string;
  readonly title: string;
  readonly image: string;
  /** Describes the picture for people who cannot see it; the title names the course. */
  readonly imageAlt: string;
  readonly tagline: string;
  readonly href: string;
}

type Art = Record<
  CourseLevel,
  { image: string; imageAlt: string; tagline: string; levelName?: string }
>;

const ART: Localized<Art> = {
  en: {
    beginner: {
      image: beginnerCover,
      imageAlt: 'Three blocks joined in a row, the first links of a chain',
      tagline: 'Start from zero: blocks, wallets and your first transaction.',
    },
    intermediate: {
      image: intermediateCover,
      imageAlt: 'A network of blocks around a central block marked with code brackets',
      tagline: 'Write, test and deploy smart contracts.',
    },
    expert: {
      image: expertCover,
      imageAlt: 'A shield with a tick at the centre of a network of nodes',
      tagline: 'Security, scaling and production-grade protocol design.',
    },
  },
  hi: {
    beginner: {
      image: beginnerCover,
      levelName: 'शुरुआती',
      imageAlt: 'एक क़तार में जुड़े तीन ब्लॉक: एक चेन की पहली कड़ियाँ',
      tagline: 'शून्य से शुरुआत: ब्लॉक, वॉलेट और आपका पहला लेन-देन।',
    },
    intermediate: {
      image: intermediateCover,
      levelName: 'मध्यम',
      imageAlt: 'बीच के एक ब्लॉक के चारों ओर ब्लॉकों का जाल, बीच वाले ब्लॉक पर कोड के कोष्ठक',
      tagline: 'स्मार्ट कॉन्ट्रैक्ट लिखें, जाँचें और लागू करें।',
    },
    expert: {
      image: expertCover,
      levelName: 'विशेषज्ञ',
      imageAlt: 'नोड्स के जाल के बीच सही के निशान वाली एक ढाल',
      tagline: 'सुरक्षा, स्केलिंग और असली इस्तेमाल लायक़ प्रोटोकॉल डिज़ाइन।',
    },
  },
};

const productsIn = (art: Art): readonly Product[] =>
  COURSES.map((course) => {
    const { levelName = course.level, ...rest } = art[course.level];
    return {
      level: course.level,
      levelName,
      title: course.title,
      href: routes[course.level].getHref(),
      ...rest,
    };
  });

export const PRODUCTS: Localized<readonly Product[]> = {
  en: productsIn(ART.en),
  hi: productsIn(ART.hi),
};
