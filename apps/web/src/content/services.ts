import blockchainIcon from '../assets/services/blockchain.svg';
import educationIcon from '../assets/services/education.svg';
import marketingIcon from '../assets/services/marketing.svg';
import mobileIcon from '../assets/services/mobile.svg';
import photoIcon from '../assets/services/photo.svg';
import webIcon from '../assets/services/web.svg';

/** A service card (spec section 3): image, heading, category text; plus a line for the services page. */
export interface Service {
  readonly icon: string;
  readonly heading: string;
  readonly category: string;
  readonly summary: string;
}

export const SERVICES: readonly Service[] = [
  {
    icon: educationIcon,
    heading: 'Education Initiative',
    category: 'Apex All India Test Series',
    summary:
      'A national English and mathematics test series that helps students see where they stand and what to learn next.',
  },
  {
    icon: mobileIcon,
    heading: 'Mobile App',
    category: 'Android and iOS apps',
    summary: 'Fast, friendly apps that work on modest phones and patchy connections.',
  },
  {
    icon: blockchainIcon,
    heading: 'Blockchain Technology',
    category: 'Exam certificates as soulbound tokens',
    summary:
      'Certificates issued as soulbound tokens: tied to the student, impossible to forge, easy to verify.',
  },
  {
    icon: photoIcon,
    heading: 'Photography and Video',
    category: 'Shoots, reels and product films',
    summary: 'Pictures and short films that show your product the way people will use it.',
  },
  {
    icon: marketingIcon,
    heading: 'Digital Marketing',
    category: 'Search, social and campaigns',
    summary: 'Campaigns measured by the people they reach and the questions they answer.',
  },
  {
    icon: webIcon,
    heading: 'Web Design and Development',
    category: 'Websites and web apps',
    summary: 'Accessible, quick websites and web apps, designed for phones first.',
  },
];
