import { GRIEVANCE_RESPONSE_DAYS } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';
import type { RegistrationPrivacySection } from './registrationPrivacy.ts';

/**
 * The privacy policy's sections on who handles the data for the organiser, and how to complain
 * (issue 38, item 10; docs/adr/0172-notices-name-every-processor.md): every processor and
 * purpose the consent notice names, in more words, and the grievance officer's answer time and
 * the Data Protection Board of India after it.
 */

/** The section's id on /privacypolicy. */
export const PROCESSORS_PRIVACY_ID = 'who-handles-the-data';
/** The complaint section's id. */
export const COMPLAINTS_PRIVACY_ID = 'complaints';

const days = GRIEVANCE_RESPONSE_DAYS;

export const PROCESSORS_PRIVACY: Localized<RegistrationPrivacySection> = {
  en: {
    id: PROCESSORS_PRIVACY_ID,
    heading: 'Who handles the data for us',
    paragraphs: [
      'Google, through Firebase (part of Google Cloud), hosts this website and, on our behalf, stores and processes the accounts, profiles, pictures, registrations, results and certificates, in its Mumbai region in India. It also signs you in, including with Google sign-in.',
      "Our email delivery provider sends our mails (to verify an address or reset a password, the parent's or guardian's mails, results, and list mails). It receives the address, the mail's text and its links, only to deliver it.",
      "Google reCAPTCHA, through Firebase App Check, checks that the site's forms and calls to our server come from this website in a real browser, to keep out automated abuse. To do that it reads signals from your browser and device, under Google's own privacy policy. We use its answer only for that check.",
      "Certificates are public by design: anyone with a certificate's link can see the candidate's name, grade, the exam and the achievement (and the school, only if the parent or guardian agreed), and check its signed digital credential (Open Badges). A public list says which credentials were cancelled, by number only, with no name.",
      "Where a grade's test is taken on an external test site (the exam's page says which grades), that site receives what the candidate enters there and handles it under its own policy.",
    ],
  },
  hi: {
    id: PROCESSORS_PRIVACY_ID,
    heading: 'हमारे लिए जानकारी कौन सँभालता है',
    paragraphs: [
      'Google, Firebase (Google Cloud का हिस्सा) के ज़रिए, यह वेबसाइट चलाता है और हमारी ओर से खाते, प्रोफ़ाइल, फ़ोटो, पंजीकरण, परिणाम और प्रमाणपत्र भारत में अपने मुंबई क्षेत्र में रखता और प्रोसेस करता है। Google से लॉग इन समेत, लॉग इन भी वही कराता है।',
      'हमारी ईमेल भेजने वाली सेवा हमारे ईमेल भेजती है (पता सत्यापित करने या पासवर्ड रीसेट करने के, माता-पिता या अभिभावक को भेजे जाने वाले, परिणाम के, और सूचियों के ईमेल)। उसे पता, ईमेल का पाठ और उसके लिंक केवल ईमेल पहुँचाने के लिए मिलते हैं।',
      'Google reCAPTCHA, Firebase App Check के ज़रिए, जाँचता है कि साइट के फ़ॉर्म और हमारे सर्वर को भेजे गए अनुरोध असली ब्राउज़र में इसी वेबसाइट से आए हैं, ताकि स्वचालित दुरुपयोग रोका जा सके। इसके लिए वह Google की अपनी गोपनीयता नीति के तहत आपके ब्राउज़र और डिवाइस के संकेत पढ़ता है। उसके जवाब का उपयोग हम केवल इसी जाँच के लिए करते हैं।',
      'प्रमाणपत्र जान-बूझकर सार्वजनिक होते हैं: प्रमाणपत्र का लिंक पाने वाला कोई भी परीक्षार्थी का नाम, कक्षा, परीक्षा और उपलब्धि (और स्कूल, केवल अगर माता-पिता या अभिभावक ने सहमति दी हो) देख सकता है, और उसका हस्ताक्षरित डिजिटल क्रेडेंशियल (Open Badges) जाँच सकता है। एक सार्वजनिक सूची बताती है कि कौन-से क्रेडेंशियल रद्द हुए, केवल संख्या से, किसी नाम के बिना।',
      'जिस कक्षा की परीक्षा किसी बाहरी टेस्ट साइट पर होती है (परीक्षा का पेज बताता है कि किन कक्षाओं की), उस साइट को वहाँ परीक्षार्थी की भरी गई जानकारी मिलती है, और वह उसे अपनी नीति के अनुसार सँभालती है।',
    ],
  },
};

export const COMPLAINTS_PRIVACY: Localized<RegistrationPrivacySection> = {
  en: {
    id: COMPLAINTS_PRIVACY_ID,
    heading: 'Complaints',
    paragraphs: [
      `Our grievance officer (under "Contact" below) answers a grievance about your personal data within ${days} days. If you are not satisfied with the answer, you can complain to the Data Protection Board of India, as the Digital Personal Data Protection Act, 2023 allows.`,
    ],
  },
  hi: {
    id: COMPLAINTS_PRIVACY_ID,
    heading: 'शिकायत',
    paragraphs: [
      `आपकी निजी जानकारी से जुड़ी शिकायत का जवाब हमारे शिकायत अधिकारी (नीचे “संपर्क” में) ${days}\u00a0दिन के भीतर देते हैं। अगर आप जवाब से संतुष्ट नहीं हैं, तो डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के अनुसार आप भारत के डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।`,
    ],
  },
};
