import blockchainIcon from '../assets/services/blockchain.svg';
import educationIcon from '../assets/services/education.svg';
import marketingIcon from '../assets/services/marketing.svg';
import mobileIcon from '../assets/services/mobile.svg';
import photoIcon from '../assets/services/photo.svg';
import webIcon from '../assets/services/web.svg';
import type { Localized } from '../hooks/useLocalized.ts';

/** A service card (spec section 3): image, heading, category text; plus a line for the services page. */
export interface Service {
  readonly icon: string;
  readonly heading: string;
  readonly category: string;
  readonly summary: string;
}

export const SERVICES: Localized<readonly Service[]> = {
  en: [
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
  ],
  hi: [
    {
      icon: educationIcon,
      heading: 'शिक्षा पहल',
      category: 'Apex अखिल भारतीय परीक्षा-शृंखला',
      summary:
        'अंग्रेज़ी और गणित की एक राष्ट्रीय परीक्षा-शृंखला, जिससे विद्यार्थी जान पाते हैं कि वे कहाँ हैं और आगे क्या सीखना है।',
    },
    {
      icon: mobileIcon,
      heading: 'मोबाइल ऐप',
      category: 'Android और iOS ऐप',
      summary: 'तेज़ और आसान ऐप, जो साधारण फ़ोन और कमज़ोर नेटवर्क पर भी चलते हैं।',
    },
    {
      icon: blockchainIcon,
      heading: 'ब्लॉकचेन तकनीक',
      category: 'सोलबाउंड टोकन के रूप में परीक्षा प्रमाणपत्र',
      summary:
        'सोलबाउंड टोकन के रूप में जारी प्रमाणपत्र: विद्यार्थी से जुड़े हुए, जिनकी नक़ल नहीं हो सकती और जिन्हें आसानी से जाँचा जा सकता है।',
    },
    {
      icon: photoIcon,
      heading: 'फ़ोटोग्राफ़ी और वीडियो',
      category: 'शूट, रील और प्रोडक्ट फ़िल्में',
      summary: 'फ़ोटो और छोटी फ़िल्में, जो आपके उत्पाद को वैसे दिखाएँ जैसे लोग उसे इस्तेमाल करेंगे।',
    },
    {
      icon: marketingIcon,
      heading: 'डिजिटल मार्केटिंग',
      category: 'सर्च, सोशल मीडिया और अभियान',
      summary:
        'ऐसे अभियान, जिनकी सफलता इस बात से मापी जाती है कि वे कितने लोगों तक पहुँचे और उनके किन सवालों के जवाब दे पाए।',
    },
    {
      icon: webIcon,
      heading: 'वेब डिज़ाइन और डेवलपमेंट',
      category: 'वेबसाइट और वेब ऐप',
      summary: 'सुलभ और तेज़ वेबसाइट और वेब ऐप, जो सबसे पहले फ़ोन के लिए बनाए जाते हैं।',
    },
  ],
};
