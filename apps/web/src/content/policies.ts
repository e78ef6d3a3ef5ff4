import { AGENCY, formatPhone, POLICIES } from '@apex/core';
import { ORGANISER } from '../config/organiser.ts';
import type { Localized } from '../hooks/useLocalized.ts';
import {
  businessDays,
  dayLong,
  hiBusinessDays,
  hiDays,
  POLICY_HEADS,
  type PolicyHead,
  type PolicyId,
} from './policyHeads.ts';
import { COMPLAINTS_PRIVACY, PROCESSORS_PRIVACY } from './processorsPrivacy.ts';
import { REGISTRATION_PRIVACY } from './registrationPrivacy.ts';

export interface PolicySection {
  /** An anchor for links to the section (`/privacypolicy#exam-registration`). */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Lines of a name and postal address as registered, shown after the paragraphs, marked English. */
  readonly address?: readonly string[];
}

export interface PolicyDocument extends PolicyHead {
  readonly sections: readonly PolicySection[];
}

const days = (n: number) => `${n} days`;

const contactParagraph = `Questions about this policy? Write to ${ORGANISER.supportEmail} and we will get back to you.`;

const { grievanceOfficer } = ORGANISER;
/** The organiser as on an envelope: legal name, postal lines, phone (formatted). */
const organiserLines = [
  ORGANISER.legalName,
  ...ORGANISER.postalAddress,
  formatPhone(ORGANISER.phone),
];

/** The privacy policy's contact section: who answers for the data (the DPDP Rules ask it). */
const PRIVACY_CONTACT_EN: PolicySection = {
  id: 'contact',
  heading: 'Contact',
  paragraphs: [
    'This website is run by the company below, which decides how the personal data described here is used (the data fiduciary):',
    contactParagraph,
    `For a grievance about how we handle your personal data, write to our grievance officer at ${grievanceOfficer.email}.`,
  ],
  address: organiserLines,
};

const proRated = POLICIES.proRatedSubscriptionRefunds
  ? 'If you cancel a subscription, we refund the unused part of the current period, pro rata.'
  : 'If you cancel a subscription, it stays active until the end of the period you paid for; we do not give pro-rated refunds for the unused part.';

const REFUND_POLICY_EN: PolicyDocument = {
  ...POLICY_HEADS.refund.en,
  sections: [
    {
      heading: 'Money-back guarantee',
      paragraphs: [
        `Digital products, including our courses, come with a ${dayLong(POLICIES.moneyBackGuaranteeDays)} money-back guarantee. If a course is not right for you, ask for a refund within ${days(POLICIES.moneyBackGuaranteeDays)} of purchase and you will get your money back in full.`,
      ],
    },
    {
      heading: 'Damaged or faulty goods',
      paragraphs: [
        `If a physical item, such as a printed certificate or an educational gift, reaches you damaged, tell us within ${days(POLICIES.damagedGoodsReportDays)} of delivery with a photo of the damage and we will replace it or refund it.`,
      ],
    },
    {
      heading: 'Subscriptions',
      paragraphs: [proRated],
    },
    {
      heading: 'How refunds are paid',
      paragraphs: [
        `Approved refunds are processed within ${businessDays(POLICIES.refundProcessingBusinessDays)} and paid back to the original payment method. Your bank may take a few more days to show the credit.`,
      ],
    },
    { heading: 'Contact', paragraphs: [contactParagraph] },
  ],
};

const SHIPPING_POLICY_EN: PolicyDocument = {
  ...POLICY_HEADS.shipping.en,
  sections: [
    {
      heading: 'Digital products',
      paragraphs: [
        'Courses and exam certificates are digital. Access details and certificates are sent to the email address you registered with; nothing is shipped.',
      ],
    },
    {
      heading: 'Physical items',
      paragraphs: [
        `Orders for physical items, such as printed certificates and educational gifts, are processed within ${businessDays(POLICIES.orderProcessingBusinessDays)} and shipped within India to the address you give us. We email you a tracking reference when the parcel leaves.`,
      ],
    },
    {
      heading: 'Damaged parcels',
      paragraphs: [
        `If a parcel arrives damaged, report it within ${days(POLICIES.damagedGoodsReportDays)} of delivery; see our Refund and Cancellation Policy.`,
      ],
    },
    { heading: 'Contact', paragraphs: [contactParagraph] },
  ],
};

const CHECKOUT_POLICY_EN: PolicyDocument = {
  ...POLICY_HEADS.checkout.en,
  sections: [
    {
      heading: 'Placing an order',
      paragraphs: [
        `Online payment is not open yet, so this site never asks for card or bank details. To enrol, email ${ORGANISER.supportEmail} with the course you chose; we reply with the payment options and an invoice.`,
      ],
    },
    {
      heading: 'Confirmation and access',
      paragraphs: [
        `Once your payment is confirmed, we process the order within ${businessDays(POLICIES.orderProcessingBusinessDays)} and send your course access to your registered email address.`,
      ],
    },
    {
      heading: 'Changing your mind',
      paragraphs: [
        `Every course carries our ${dayLong(POLICIES.moneyBackGuaranteeDays)} money-back guarantee; refunds are processed within ${businessDays(POLICIES.refundProcessingBusinessDays)}.`,
      ],
    },
    { heading: 'Contact', paragraphs: [contactParagraph] },
  ],
};

const PRIVACY_POLICY_EN: PolicyDocument = {
  ...POLICY_HEADS.privacy.en,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'When you create an account we store your username, your email address and, if you add one, your profile picture. When you sign in with Google we receive your name, email address and profile photo from Google.',
        'When you subscribe to our newsletter, or ask us to tell you when the next Apex exam opens, we store that email address, the list you joined and when; you need no account for it.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use these details to sign you in, to show your profile, to send exam certificates and course access to your email address, and to answer your messages. We do not sell your information or share it for advertising.',
      ],
    },
    {
      heading: 'Where it is kept',
      paragraphs: [
        'Account data is kept by our hosting and sign-in provider on secured servers. Only you can read or change your own profile.',
      ],
    },
    REGISTRATION_PRIVACY.en,
    PROCESSORS_PRIVACY.en,
    {
      heading: 'Children',
      paragraphs: [
        `This website is not intended for children under ${POLICIES.minimumAgeYears}, and we do not knowingly collect personal information from them. Students under ${POLICIES.minimumAgeYears} should take part through a parent or guardian, who registers and manages the account.`,
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can view and edit your profile at any time after signing in, and delete your account yourself: "Delete my account" in Edit Profile deletes the account, the profile, the picture and any exam registration at once, after saying exactly what goes. For anything else about your data, write to ${ORGANISER.supportEmail}.`,
        `We write to a list's subscribers only about what that list is for. Every mail has a link that takes you off its list at once; you can also write to ${ORGANISER.supportEmail}.`,
      ],
    },
    COMPLAINTS_PRIVACY.en,
    PRIVACY_CONTACT_EN,
  ],
};

const TERMS_EN: PolicyDocument = {
  ...POLICY_HEADS.terms.en,
  sections: [
    {
      heading: 'Using this website',
      paragraphs: [
        `By using this website you agree to these terms. ${AGENCY.name} may update them; the version on this page is the one that applies.`,
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'Keep your password private and your details accurate. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
      ],
    },
    {
      heading: 'The Apex exam',
      paragraphs: [
        'Each candidate takes the test for their own grade, alone and without help. Results and certificates may be withheld where the test was not taken fairly.',
      ],
    },
    {
      heading: 'Courses and payments',
      paragraphs: [
        `Course prices are shown in Indian rupees on each course page. Orders, refunds and delivery follow our Checkout, Refund and Cancellation, and Shipping and Delivery policies, including the ${dayLong(POLICIES.moneyBackGuaranteeDays)} money-back guarantee on digital products.`,
      ],
    },
    {
      heading: 'Content',
      paragraphs: [
        'The text, artwork and course material on this site belong to us or our partners. You may use them for your own learning; please ask before reusing them elsewhere.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        `How we handle personal information is set out in our Privacy Policy. The website is not intended for children under ${POLICIES.minimumAgeYears}.`,
      ],
    },
    { heading: 'Contact', paragraphs: [contactParagraph] },
  ],
};

const hiContact = `इस नीति के बारे में कोई सवाल है? ${ORGANISER.supportEmail} पर लिखें, हम आपको जवाब देंगे। हिंदी और अंग्रेज़ी पाठ में अंतर होने पर अंग्रेज़ी पाठ मान्य होगा।`;

const PRIVACY_CONTACT_HI: PolicySection = {
  id: 'contact',
  heading: 'संपर्क',
  paragraphs: [
    'यह वेबसाइट नीचे दी गई कंपनी चलाती है, जो तय करती है कि यहाँ बताई गई निजी जानकारी का उपयोग कैसे हो (डेटा न्यासी):',
    hiContact,
    `निजी जानकारी के इस्तेमाल से जुड़ी शिकायत के लिए हमारे शिकायत अधिकारी को ${grievanceOfficer.email} पर लिखें।`,
  ],
  address: organiserLines,
};
const hiProRated = POLICIES.proRatedSubscriptionRefunds
  ? 'अगर आप कोई सदस्यता रद्द करते हैं, तो मौजूदा अवधि के बचे हुए हिस्से का पैसा हम अनुपात के हिसाब से लौटाते हैं।'
  : 'अगर आप कोई सदस्यता रद्द करते हैं, तो वह उस अवधि के अंत तक चालू रहती है जिसका भुगतान आपने किया है; बचे हुए हिस्से का पैसा हम अनुपात के हिसाब से नहीं लौटाते।';

const REFUND_POLICY_HI: PolicyDocument = {
  ...POLICY_HEADS.refund.hi,
  sections: [
    {
      heading: 'पैसा-वापसी गारंटी',
      paragraphs: [
        `हमारे कोर्स समेत सभी डिजिटल उत्पादों पर ${hiDays(POLICIES.moneyBackGuaranteeDays)} की पैसा-वापसी गारंटी है। अगर कोई कोर्स आपके लिए सही न लगे, तो ख़रीद के ${hiDays(POLICIES.moneyBackGuaranteeDays)} के भीतर रिफ़ंड माँगें, आपको पूरा पैसा वापस मिलेगा।`,
      ],
    },
    {
      heading: 'ख़राब या टूटा सामान',
      paragraphs: [
        `अगर कोई भौतिक चीज़, जैसे छपा हुआ प्रमाणपत्र या शैक्षिक उपहार, आप तक टूटी-फूटी पहुँचे, तो डिलीवरी के ${hiDays(POLICIES.damagedGoodsReportDays)} के भीतर नुक़सान की फ़ोटो के साथ हमें बताएँ; हम उसे बदल देंगे या पैसा लौटा देंगे।`,
      ],
    },
    { heading: 'सदस्यताएँ', paragraphs: [hiProRated] },
    {
      heading: 'रिफ़ंड कैसे मिलता है',
      paragraphs: [
        `स्वीकार किए गए रिफ़ंड ${hiBusinessDays(POLICIES.refundProcessingBusinessDays)} के भीतर निपटाए जाते हैं और उसी तरीक़े से लौटाए जाते हैं जिससे भुगतान किया गया था। आपके बैंक को रक़म दिखाने में कुछ दिन और लग सकते हैं।`,
      ],
    },
    { heading: 'संपर्क', paragraphs: [hiContact] },
  ],
};

const SHIPPING_POLICY_HI: PolicyDocument = {
  ...POLICY_HEADS.shipping.hi,
  sections: [
    {
      heading: 'डिजिटल उत्पाद',
      paragraphs: [
        'कोर्स और परीक्षा प्रमाणपत्र डिजिटल होते हैं। कोर्स में प्रवेश की जानकारी और प्रमाणपत्र आपके पंजीकृत ईमेल पते पर भेजे जाते हैं; कुछ भी डाक से नहीं भेजा जाता।',
      ],
    },
    {
      heading: 'भौतिक चीज़ें',
      paragraphs: [
        `भौतिक चीज़ों, जैसे छपे हुए प्रमाणपत्र और शैक्षिक उपहार, के ऑर्डर ${hiBusinessDays(POLICIES.orderProcessingBusinessDays)} के भीतर तैयार करके भारत में आपके दिए पते पर भेजे जाते हैं। पार्सल निकलते ही हम आपको ट्रैकिंग नंबर ईमेल करते हैं।`,
      ],
    },
    {
      heading: 'टूटे-फूटे पार्सल',
      paragraphs: [
        `अगर पार्सल टूटा-फूटा पहुँचे, तो डिलीवरी के ${hiDays(POLICIES.damagedGoodsReportDays)} के भीतर बताएँ; हमारी रिफ़ंड और रद्द करने की नीति देखें।`,
      ],
    },
    { heading: 'संपर्क', paragraphs: [hiContact] },
  ],
};

const CHECKOUT_POLICY_HI: PolicyDocument = {
  ...POLICY_HEADS.checkout.hi,
  sections: [
    {
      heading: 'ऑर्डर देना',
      paragraphs: [
        `ऑनलाइन भुगतान अभी शुरू नहीं हुआ है, इसलिए यह साइट कभी कार्ड या बैंक की जानकारी नहीं माँगती। दाख़िला लेने के लिए चुने हुए कोर्स का नाम लिखकर ${ORGANISER.supportEmail} पर ईमेल करें; हम भुगतान के विकल्प और बिल भेजेंगे।`,
      ],
    },
    {
      heading: 'पुष्टि और कोर्स तक पहुँच',
      paragraphs: [
        `आपके भुगतान की पुष्टि होते ही हम ${hiBusinessDays(POLICIES.orderProcessingBusinessDays)} के भीतर ऑर्डर पूरा करते हैं और कोर्स में प्रवेश की जानकारी आपके पंजीकृत ईमेल पते पर भेजते हैं।`,
      ],
    },
    {
      heading: 'मन बदल जाए तो',
      paragraphs: [
        `हर कोर्स पर हमारी ${hiDays(POLICIES.moneyBackGuaranteeDays)} की पैसा-वापसी गारंटी है; रिफ़ंड ${hiBusinessDays(POLICIES.refundProcessingBusinessDays)} के भीतर निपटाए जाते हैं।`,
      ],
    },
    { heading: 'संपर्क', paragraphs: [hiContact] },
  ],
};

const PRIVACY_POLICY_HI: PolicyDocument = {
  ...POLICY_HEADS.privacy.hi,
  sections: [
    {
      heading: 'हम क्या जानकारी लेते हैं',
      paragraphs: [
        'जब आप खाता बनाते हैं, तो हम आपका उपयोगकर्ता नाम, ईमेल पता और, अगर आप जोड़ें तो, आपकी प्रोफ़ाइल फ़ोटो रखते हैं। जब आप Google से लॉग इन करते हैं, तो Google से हमें आपका नाम, ईमेल पता और प्रोफ़ाइल फ़ोटो मिलती है।',
        'जब आप हमारे न्यूज़लेटर की सदस्यता लेते हैं, या हमसे कहते हैं कि अगली Apex परीक्षा खुलने पर बताएँ, तो हम वह ईमेल पता, चुनी गई सूची और जुड़ने की तारीख़ रखते हैं; इसके लिए खाते की ज़रूरत नहीं है।',
      ],
    },
    {
      heading: 'हम इसका उपयोग कैसे करते हैं',
      paragraphs: [
        'हम इस जानकारी से आपको लॉग इन कराते हैं, आपकी प्रोफ़ाइल दिखाते हैं, परीक्षा प्रमाणपत्र और कोर्स में प्रवेश की जानकारी आपके ईमेल पते पर भेजते हैं, और आपके संदेशों का जवाब देते हैं। हम आपकी जानकारी बेचते नहीं और विज्ञापन के लिए किसी को नहीं देते।',
      ],
    },
    {
      heading: 'जानकारी कहाँ रखी जाती है',
      paragraphs: [
        'खाते की जानकारी हमारे होस्टिंग और लॉग इन सेवा देने वाले के सुरक्षित सर्वरों पर रखी जाती है। अपनी प्रोफ़ाइल केवल आप ही पढ़ और बदल सकते हैं।',
      ],
    },
    REGISTRATION_PRIVACY.hi,
    PROCESSORS_PRIVACY.hi,
    {
      heading: 'बच्चे',
      paragraphs: [
        `यह वेबसाइट ${POLICIES.minimumAgeYears}\u00a0साल से कम उम्र के बच्चों के लिए नहीं है, और हम जान-बूझकर उनसे निजी जानकारी नहीं लेते। ${POLICIES.minimumAgeYears}\u00a0साल से कम उम्र के विद्यार्थी माता-पिता या अभिभावक के ज़रिए भाग लें, जो खाता बनाते और सँभालते हैं।`,
      ],
    },
    {
      heading: 'आपके विकल्प',
      paragraphs: [
        `लॉग इन करने के बाद आप कभी भी अपनी प्रोफ़ाइल देख और बदल सकते हैं, और अपना खाता ख़ुद हटा सकते हैं: “प्रोफ़ाइल बदलें” में “मेरा खाता हटाएँ” खाता, प्रोफ़ाइल, फ़ोटो और परीक्षा का कोई भी पंजीकरण एक साथ हटा देता है, और पहले साफ़ बताता है कि क्या-क्या हटेगा। अपनी जानकारी के बारे में किसी और बात के लिए ${ORGANISER.supportEmail} पर लिखें।`,
        `हम किसी सूची के सदस्यों को केवल उसी विषय पर लिखते हैं जिसके लिए वह सूची है। हर ईमेल में दिए गए लिंक से आप किसी भी सूची से तुरंत नाम हटा सकते हैं; चाहें तो ${ORGANISER.supportEmail} पर लिख भी सकते हैं।`,
      ],
    },
    COMPLAINTS_PRIVACY.hi,
    PRIVACY_CONTACT_HI,
  ],
};

const TERMS_HI: PolicyDocument = {
  ...POLICY_HEADS.terms.hi,
  sections: [
    {
      heading: 'इस वेबसाइट का उपयोग',
      paragraphs: [
        `इस वेबसाइट का उपयोग करके आप इन शर्तों से सहमत होते हैं। ${AGENCY.name} इन्हें बदल सकता है; इस पेज पर लिखा रूप ही लागू होता है।`,
      ],
    },
    {
      heading: 'खाते',
      paragraphs: [
        'अपना पासवर्ड किसी को न बताएँ और अपनी जानकारी सही रखें। आपके खाते से जो कुछ होता है, उसकी ज़िम्मेदारी आपकी है; अगर आपको लगे कि किसी और ने आपका खाता इस्तेमाल किया है, तो हमें तुरंत बताएँ।',
      ],
    },
    {
      heading: 'Apex परीक्षा',
      paragraphs: [
        'हर परीक्षार्थी को अपनी ही कक्षा की परीक्षा, अकेले और बिना किसी मदद के देनी होगी। जहाँ परीक्षा ईमानदारी से न दी गई हो, वहाँ परिणाम और प्रमाणपत्र रोके जा सकते हैं।',
      ],
    },
    {
      heading: 'कोर्स और भुगतान',
      paragraphs: [
        `हर कोर्स के पेज पर उसकी क़ीमत भारतीय रुपयों में दी गई है। ऑर्डर, रिफ़ंड और डिलीवरी हमारी चेकआउट नीति, रिफ़ंड और रद्द करने की नीति, और शिपिंग और डिलीवरी नीति के अनुसार होते हैं, जिनमें डिजिटल उत्पादों पर ${hiDays(POLICIES.moneyBackGuaranteeDays)} की पैसा-वापसी गारंटी भी शामिल है।`,
      ],
    },
    {
      heading: 'सामग्री',
      paragraphs: [
        'इस साइट के लेख, चित्र और कोर्स की सामग्री हमारी या हमारे साझेदारों की है। आप इन्हें अपनी पढ़ाई के लिए इस्तेमाल कर सकते हैं; कहीं और दोबारा इस्तेमाल करने से पहले हमसे पूछें।',
      ],
    },
    {
      heading: 'गोपनीयता',
      paragraphs: [
        `हम निजी जानकारी कैसे सँभालते हैं, यह हमारी गोपनीयता नीति में लिखा है। यह वेबसाइट ${POLICIES.minimumAgeYears}\u00a0साल से कम उम्र के बच्चों के लिए नहीं है।`,
      ],
    },
    { heading: 'संपर्क', paragraphs: [hiContact] },
  ],
};

export const REFUND_POLICY: Localized<PolicyDocument> = {
  en: REFUND_POLICY_EN,
  hi: REFUND_POLICY_HI,
};
export const SHIPPING_POLICY: Localized<PolicyDocument> = {
  en: SHIPPING_POLICY_EN,
  hi: SHIPPING_POLICY_HI,
};
export const CHECKOUT_POLICY: Localized<PolicyDocument> = {
  en: CHECKOUT_POLICY_EN,
  hi: CHECKOUT_POLICY_HI,
};
export const PRIVACY_POLICY: Localized<PolicyDocument> = {
  en: PRIVACY_POLICY_EN,
  hi: PRIVACY_POLICY_HI,
};
export const TERMS: Localized<PolicyDocument> = { en: TERMS_EN, hi: TERMS_HI };

/** Every policy page's document, by the id its route names (policyHeads.ts). */
export const POLICY_DOCUMENTS: Record<PolicyId, Localized<PolicyDocument>> = {
  refund: REFUND_POLICY,
  shipping: SHIPPING_POLICY,
  checkout: CHECKOUT_POLICY,
  privacy: PRIVACY_POLICY,
  terms: TERMS,
};

/** The labels around the policies. */
export const POLICY_PAGE_COPY: Localized<{ eyebrow: string }> = {
  en: { eyebrow: 'Policies' },
  hi: { eyebrow: 'नीतियाँ' },
};

/** The order summary's own words, above the checkout policy. */
export const ORDER_COPY: Localized<{
  eyebrow: string;
  orderSummary: string;
  yourOrder: string;
  backToCourse: string;
}> = {
  en: {
    eyebrow: 'Checkout',
    orderSummary: 'Order summary',
    yourOrder: 'Your order',
    backToCourse: 'Back to the course',
  },
  hi: {
    eyebrow: 'चेकआउट',
    orderSummary: 'ऑर्डर सारांश',
    yourOrder: 'आपका ऑर्डर',
    backToCourse: 'कोर्स पर वापस जाएँ',
  },
};
