import { AGENCY, POLICIES } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

/**
 * The privacy policy's section on the exam registration (issue 13; docs/decisions.md, R9 to R11):
 * exactly what the form collects, why, whose consent, how long it is kept and how to withdraw. Kept
 * apart from policies.ts so the form's consent text can link to it by its id and quote the same
 * retention.
 */

/** The section's id on /privacypolicy: the consent checkbox links to `/privacypolicy#exam-registration`. */
export const REGISTRATION_PRIVACY_ID = 'exam-registration';

/** A registration is deleted this many months after its exam's last test day (R10). */
export const REGISTRATION_RETENTION_MONTHS = 12;

export interface RegistrationPrivacySection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

const age = POLICIES.minimumAgeYears;
const months = REGISTRATION_RETENTION_MONTHS;

export const REGISTRATION_PRIVACY: Localized<RegistrationPrivacySection> = {
  en: {
    id: REGISTRATION_PRIVACY_ID,
    heading: 'Exam registration',
    paragraphs: [
      "When you register a candidate for the Apex exam, we keep, with your account: the candidate's full name and grade; the school's name, city and state or union territory; the parent or guardian's full name, email address and, only if you give it, mobile number; who filled in the form (a parent or guardian, or the candidate with a parent's or guardian's agreement); that consent was given, and when. The registration number is worked out from the exam and your account; it is not stored.",
      "We use these details only to run the exam: to know which grade's test the candidate takes, to confirm the registration, and to send the certificate and result to the parent or guardian's email address. We do not sell them or share them for advertising, and this website has no analytics or tracking.",
      `Our candidates are children. For anyone under 18, a parent or lawful guardian consents before we keep their details, as India's Digital Personal Data Protection Act, 2023 requires: the form cannot be sent until the consent box is ticked. Accounts themselves are only for people of ${age} or over, so a candidate under ${age} is registered from a parent's or guardian's account; a candidate of ${age} or over may register from their own account only with a parent's or guardian's agreement, which the form records.`,
      `We keep a registration until ${months} months after the last test day of its exam, so that we can answer questions and send a certificate again, and then delete it.`,
      `You can see, correct or withdraw the registration at any time from "Exam registration" in your account menu. Withdrawing deletes the candidate's details at once, and so does deleting your account. You can also write to ${AGENCY.supportEmail}.`,
    ],
  },
  hi: {
    id: REGISTRATION_PRIVACY_ID,
    heading: 'परीक्षा पंजीकरण',
    paragraphs: [
      'जब आप Apex परीक्षा के लिए किसी परीक्षार्थी का पंजीकरण करते हैं, तो हम आपके खाते के साथ ये जानकारियाँ रखते हैं: परीक्षार्थी का पूरा नाम और कक्षा; स्कूल का नाम, शहर और राज्य या केंद्र शासित प्रदेश; माता-पिता या अभिभावक का पूरा नाम, ईमेल पता और, केवल अगर आप दें, मोबाइल नंबर; फ़ॉर्म किसने भरा (माता-पिता या अभिभावक ने, या माता-पिता या अभिभावक की सहमति से ख़ुद परीक्षार्थी ने); और यह कि सहमति दी गई, और कब। पंजीकरण संख्या परीक्षा और आपके खाते से निकाली जाती है; उसे अलग से रखा नहीं जाता।',
      'हम इन जानकारियों का इस्तेमाल केवल परीक्षा कराने के लिए करते हैं: यह जानने के लिए कि परीक्षार्थी किस कक्षा की परीक्षा देगा, पंजीकरण की पुष्टि करने के लिए, और प्रमाणपत्र व परिणाम माता-पिता या अभिभावक के ईमेल पते पर भेजने के लिए। हम इन्हें न बेचते हैं, न विज्ञापन के लिए किसी को देते हैं, और इस वेबसाइट पर कोई एनालिटिक्स या ट्रैकिंग नहीं है।',
      `हमारे परीक्षार्थी बच्चे हैं। 18 वर्ष से कम उम्र के किसी भी व्यक्ति की जानकारी रखने से पहले उसके माता-पिता या क़ानूनी अभिभावक की सहमति ली जाती है, जैसा भारत का डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 कहता है: सहमति के बॉक्स पर निशान लगाए बिना फ़ॉर्म भेजा ही नहीं जा सकता। खाते केवल ${age} वर्ष या उससे अधिक उम्र के लोगों के लिए हैं, इसलिए ${age} वर्ष से कम उम्र के परीक्षार्थी का पंजीकरण माता-पिता या अभिभावक के खाते से होता है; ${age} वर्ष या उससे बड़ा परीक्षार्थी अपने खाते से पंजीकरण तभी कर सकता है जब उसके माता-पिता या अभिभावक सहमत हों, और फ़ॉर्म यह बात दर्ज करता है।`,
      `हम पंजीकरण को उसकी परीक्षा के आख़िरी दिन के ${months} महीने बाद तक रखते हैं, ताकि सवालों के जवाब दे सकें और ज़रूरत हो तो प्रमाणपत्र दोबारा भेज सकें; उसके बाद उसे हटा देते हैं।`,
      `आप अपने खाते के मेन्यू में “परीक्षा पंजीकरण” से कभी भी पंजीकरण देख सकते हैं, सुधार सकते हैं या वापस ले सकते हैं। पंजीकरण वापस लेते ही परीक्षार्थी की जानकारी हटा दी जाती है, और खाता हटाने पर भी। आप ${AGENCY.supportEmail} पर भी लिख सकते हैं।`,
    ],
  },
};
