import { COURSES, type CourseLevel } from '@apex/core';
import beginnerCover from '../assets/products/beginner.svg';
import expertCover from '../assets/products/expert.svg';
import intermediateCover from '../assets/products/intermediate.svg';
import { routes } from '../routes/routes.tsx';

/** A product gallery item (spec section 3): an image and where it leads. */
export interface Product {
  readonly level: CourseLevel;
  readonly title: string;
  readonly image: string;
  /** Describes the picture for people who cannot see it; the title names the course. */
  readonly imageAlt: string;
  readonly tagline: string;
  readonly href: string;
}

const ART: Record<CourseLevel, { image: string; imageAlt: string; tagline: string }> = {
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
};

export const PRODUCTS: readonly Product[] = COURSES.map((course) => ({
  level: course.level,
  title: course.title,
  href: routes[course.level].getHref(),
  ...ART[course.level],
}));
