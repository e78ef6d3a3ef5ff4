import {
  DATA_RETENTION_MONTHS,
  EDITION_2024,
  editionName,
  formatDay,
  GUARDIAN_LINK_VALID_DAYS,
  POLICIES,
} from '@apex/core';
import { ORGANISER } from '../config/organiser.ts';
import type { Localized } from '../hooks/useLocalized.ts';

/**
 * The privacy policy's section on the exam registration (issue 13; docs/adr/0056-registration-page.md, docs/adr/0057-consent-and-retention.md;
 * issue 28, docs/adr/0079-guardian-consent.md): exactly what the form collects, why, whose consent
 * and how it is verified, how long it is kept, the consent record, and how to withdraw. Kept
 * apart from policies.ts so the form's consent text can link to it by its id and quote the same
 * retention.
 */

/** The section's id on /privacypolicy: the consent checkbox links to `/privacypolicy#exam-registration`. */
export const REGISTRATION_PRIVACY_ID = 'exam-registration';

/** A registration is deleted this many months after its exam's last test day (R10). */
export const REGISTRATION_RETENTION_MONTHS = DATA_RETENTION_MONTHS;

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
      "When you register a candidate for the Apex exam, we keep, with your account: the candidate's full name and grade; the school's name, city and state or union territory; the parent or guardian's full name, email address and, only if you give it, mobile number; that consent was given, when, and under which version of the consent text, in which language; and whether, when and how the parent or guardian confirmed it. The registration number is worked out from the exam and your account; it is not stored.",
      'We use these details only to run the exam: to know which grade\'s test the candidate takes, to confirm the registration, and to send the certificate and result to the parent or guardian\'s email address. We do not sell them or share them for advertising. This website has no analytics and no advertising trackers; the one check that reads your browser is Google reCAPTCHA, which keeps out automated abuse (see "Who handles the data for us").',
      `Our candidates are children, so only a parent or lawful guardian may register them and consent, as India's Digital Personal Data Protection Act, 2023 requires (section 9), and we check that it really is them (the Digital Personal Data Protection Rules, 2025, rule 10). When the parent's or guardian's email address is your account's verified address, your consent is recorded when you register, and we email you a note of it. Otherwise we email that address a link that works once, for ${GUARDIAN_LINK_VALID_DAYS} days; the registration counts only once the parent or guardian confirms there, and if they decline, it is deleted. If nobody confirms within those days, the registration is deleted the day after, and your registration page says so. Until they confirm, the page that link opens shows only the candidate's first name and grade. Accounts themselves are only for people of ${age} or over.`,
      `We keep a registration until ${months} months after the last test day of its exam, so that we can answer questions and send a certificate again, and then delete it automatically (for the ${EDITION_2024.name} exam: on ${formatDay(EDITION_2024.dataDeleteBy, 'en')}).`,
      "To be able to show that consent was given and respected, as the law requires of us, we keep a record of each consent, confirmation, refusal, withdrawal and deletion: the registration number, what happened, how the consent was checked, the version and language of the consent text, and when. The record holds none of the candidate's details and is never changed, only added to; it stays after the registration is deleted.",
      `You can see, correct or withdraw the registration at any time from "Exam registration" in your account menu, and have the parent's or guardian's mail sent again or to another address. Withdrawing deletes the candidate's details at once, and so does deleting your account. You can also write to ${ORGANISER.supportEmail}.`,
      'The parent or guardian does not need an account to withdraw: every mail we send them (the request to confirm, the notice of consent, the result) carries a link to their own page, which shows what we hold about the candidate and why, and withdraws consent in two steps. Withdrawing there deletes the registration, any result and certificate (whose public page then no longer works) and any mail still waiting to be sent; the consent record notes the withdrawal, and the account that registered is told by mail. That link works until the registration is withdrawn or deleted, or another parent or guardian is asked.',
      "Mails are kept only until they are delivered, and never more than three days; the links in them and the candidate's name are never written to our logs.",
    ],
  },
  hi: {
    id: REGISTRATION_PRIVACY_ID,
    heading: 'परीक्षा पंजीकरण',
    paragraphs: [
      'जब आप Apex परीक्षा के लिए किसी परीक्षार्थी का पंजीकरण करते हैं, तो हम आपके खाते के साथ ये जानकारियाँ रखते हैं: परीक्षार्थी का पूरा नाम और कक्षा; स्कूल का नाम, शहर और राज्य या केंद्र शासित प्रदेश; माता-पिता या अभिभावक का पूरा नाम, ईमेल पता और, केवल अगर आप दें, मोबाइल नंबर; यह कि सहमति दी गई, कब, सहमति के पाठ के किस संस्करण और किस भाषा में; और यह कि माता-पिता या अभिभावक ने पुष्टि की या नहीं, कब और कैसे। पंजीकरण संख्या परीक्षा और आपके खाते से निकाली जाती है; उसे अलग से रखा नहीं जाता।',
      'हम इन जानकारियों का इस्तेमाल केवल परीक्षा कराने के लिए करते हैं: यह जानने के लिए कि परीक्षार्थी किस कक्षा की परीक्षा देगा, पंजीकरण की पुष्टि करने के लिए, और प्रमाणपत्र व परिणाम माता-पिता या अभिभावक के ईमेल पते पर भेजने के लिए। हम इन्हें न बेचते हैं, न विज्ञापन के लिए किसी को देते हैं। इस वेबसाइट पर कोई एनालिटिक्स या विज्ञापन वाली ट्रैकिंग नहीं है; आपके ब्राउज़र को पढ़ने वाली अकेली जाँच Google reCAPTCHA है, जो स्वचालित दुरुपयोग को रोकती है (देखें “हमारे लिए जानकारी कौन सँभालता है”)।',
      `हमारे परीक्षार्थी बच्चे हैं, इसलिए केवल माता, पिता या क़ानूनी अभिभावक ही उनका पंजीकरण कर सकते हैं और सहमति दे सकते हैं, जैसा भारत का डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (धारा 9) कहता है, और हम जाँचते हैं कि सहमति सचमुच उन्हीं की है (डिजिटल व्यक्तिगत डेटा संरक्षण नियम, 2025, नियम 10)। अगर माता-पिता या अभिभावक का ईमेल पता आपके खाते का सत्यापित पता है, तो पंजीकरण करते ही आपकी सहमति दर्ज हो जाती है, और हम आपको इसकी सूचना ईमेल करते हैं। वरना हम उस पते पर एक लिंक भेजते हैं जो एक ही बार, ${GUARDIAN_LINK_VALID_DAYS}\u00a0दिन तक काम करता है; पंजीकरण तभी मान्य होता है जब माता-पिता या अभिभावक वहाँ पुष्टि करें, और अगर वे मना करें तो पंजीकरण हटा दिया जाता है। अगर उन दिनों में कोई पुष्टि नहीं करता, तो पंजीकरण अगले दिन हटा दिया जाता है, और आपके पंजीकरण पेज पर यह बताया जाता है। पुष्टि होने तक उस लिंक से खुलने वाले पेज पर परीक्षार्थी का केवल पहला नाम और कक्षा दिखती है। खाते केवल ${age}\u00a0साल या उससे ज़्यादा उम्र के लोगों के लिए हैं।`,
      `हम पंजीकरण को उसकी परीक्षा के आख़िरी दिन के ${months}\u00a0महीने बाद तक रखते हैं, ताकि सवालों के जवाब दे सकें और ज़रूरत हो तो प्रमाणपत्र दोबारा भेज सकें; उसके बाद वह अपने-आप हटा दिया जाता है (${editionName(EDITION_2024, 'hi')} की परीक्षा के लिए: ${formatDay(EDITION_2024.dataDeleteBy, 'hi')} को)।`,
      'यह दिखा सकने के लिए कि सहमति ली गई और उसका पालन हुआ, जैसा क़ानून हमसे चाहता है, हम हर सहमति, पुष्टि, इनकार, वापसी और हटाने का रिकॉर्ड रखते हैं: पंजीकरण संख्या, क्या हुआ, सहमति कैसे जाँची गई, सहमति के पाठ का संस्करण और भाषा, और कब। इस रिकॉर्ड में परीक्षार्थी की कोई जानकारी नहीं होती, इसे कभी बदला नहीं जाता, केवल इसमें जोड़ा जाता है; पंजीकरण हटने के बाद भी यह रहता है।',
      `आप अपने खाते के मेन्यू में “परीक्षा पंजीकरण” से कभी भी पंजीकरण देख सकते हैं, सुधार सकते हैं या वापस ले सकते हैं, और माता-पिता या अभिभावक को ईमेल फिर से या किसी दूसरे पते पर भिजवा सकते हैं। पंजीकरण वापस लेते ही परीक्षार्थी की जानकारी हटा दी जाती है, और खाता हटाने पर भी। आप ${ORGANISER.supportEmail} पर भी लिख सकते हैं।`,
      'सहमति वापस लेने के लिए माता-पिता या अभिभावक को खाते की ज़रूरत नहीं है: हम उन्हें जो भी ईमेल भेजते हैं (पुष्टि का अनुरोध, सहमति की सूचना, परिणाम), उसमें उनके अपने पेज का लिंक होता है। वहाँ दिखता है कि हम परीक्षार्थी के बारे में कौन-सी जानकारी रखते हैं और क्यों, और वहीं दो चरणों में सहमति वापस ली जा सकती है। ऐसा करने पर पंजीकरण, परिणाम और प्रमाणपत्र, यदि हों, (जिसके बाद प्रमाणपत्र का सार्वजनिक पेज काम नहीं करता) और भेजे जाने के लिए रुके ईमेल हटा दिए जाते हैं; सहमति के रिकॉर्ड में वापसी दर्ज होती है, और पंजीकरण करने वाले खाते को ईमेल से बताया जाता है। यह लिंक तब तक काम करता है जब तक पंजीकरण वापस न लिया जाए या हटा न दिया जाए, या किसी दूसरे माता-पिता या अभिभावक से पुष्टि न माँगी जाए।',
      'ईमेल केवल पहुँचने तक रखे जाते हैं, और तीन दिन से ज़्यादा कभी नहीं; उनके लिंक और परीक्षार्थी का नाम हमारे लॉग में कभी नहीं लिखे जाते।',
    ],
  },
};
