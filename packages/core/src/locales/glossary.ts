/**
 * The terms the Hindi catalog writes one way only, and the ones it keeps in Latin script: the
 * table of docs/glossary.md, which a test keeps identical to this list. hi.test.ts holds the
 * catalog to it.
 */
export interface GlossaryTerm {
  readonly en: string;
  readonly hi: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { en: 'Apex', hi: 'Apex' },
  { en: 'Apex Digital', hi: 'Apex Digital' },
  { en: 'All India Skills and Language Exam', hi: 'अखिल भारतीय कौशल एवं भाषा परीक्षा' },
  { en: 'Blockchain for Beginners', hi: 'Blockchain for Beginners' },
  { en: 'Intermediate Blockchain Development', hi: 'Intermediate Blockchain Development' },
  { en: 'Expert Blockchain Engineering', hi: 'Expert Blockchain Engineering' },
  { en: 'Beginner', hi: 'शुरुआती' },
  { en: 'Intermediate', hi: 'मध्यम' },
  { en: 'Expert', hi: 'विशेषज्ञ' },
  { en: 'course', hi: 'कोर्स' },
  { en: 'Google', hi: 'Google' },
  { en: 'Mathematics', hi: 'गणित' },
  { en: 'English', hi: 'अंग्रेज़ी' },
  { en: 'exam', hi: 'परीक्षा' },
  { en: 'test', hi: 'परीक्षा' },
  { en: 'exam window', hi: 'परीक्षा-अवधि' },
  { en: 'batch', hi: 'बैच' },
  { en: 'grade', hi: 'कक्षा' },
  { en: 'candidate', hi: 'परीक्षार्थी' },
  { en: 'parent or guardian', hi: 'माता-पिता या अभिभावक' },
  { en: 'registration', hi: 'पंजीकरण' },
  { en: 'registration number', hi: 'पंजीकरण संख्या' },
  { en: 'certificate', hi: 'प्रमाणपत्र' },
  { en: 'school', hi: 'स्कूल' },
  { en: 'state or union territory', hi: 'राज्य या केंद्र शासित प्रदेश' },
  { en: 'mobile number', hi: 'मोबाइल नंबर' },
  { en: 'email', hi: 'ईमेल' },
  { en: 'mail', hi: 'ईमेल' },
  { en: 'password', hi: 'पासवर्ड' },
  { en: 'username', hi: 'उपयोगकर्ता नाम' },
  { en: 'profile', hi: 'प्रोफ़ाइल' },
  { en: 'picture', hi: 'फ़ोटो' },
  { en: 'account', hi: 'खाता' },
  { en: 'login', hi: 'लॉग इन' },
  { en: 'log in', hi: 'लॉग इन' },
  { en: 'sign in', hi: 'लॉग इन' },
  { en: 'log out', hi: 'लॉग आउट' },
  { en: 'Google sign-in', hi: 'Google साइन-इन' },
  { en: 'verify', hi: 'सत्यापित' },
  { en: 'verified', hi: 'सत्यापित' },
  { en: 'verification', hi: 'सत्यापन' },
  { en: 'link', hi: 'लिंक' },
  { en: 'newsletter', hi: 'न्यूज़लेटर' },
  { en: 'upload', hi: 'अपलोड' },
  { en: 'server', hi: 'सर्वर' },
  { en: 'connection', hi: 'कनेक्शन' },
  { en: 'pop-up', hi: 'पॉप-अप' },
  { en: 'consent', hi: 'सहमति' },
  { en: 'free', hi: 'निःशुल्क' },
  { en: 'live', hi: 'लाइव' },
  { en: 'Edit Profile', hi: 'प्रोफ़ाइल बदलें' },
  { en: 'Resend', hi: 'फिर से भेजें' },
  { en: 'Caps Lock', hi: 'Caps Lock' },
  { en: 'JPG', hi: 'JPG' },
  { en: 'PNG', hi: 'PNG' },
  { en: 'WebP', hi: 'WebP' },
  { en: 'MB', hi: 'MB' },
  { en: 'CSV', hi: 'CSV' },
  { en: 'JSON', hi: 'JSON' },
  { en: 'paper', hi: 'प्रश्नपत्र' },
  { en: 'UTF-8', hi: 'UTF-8' },
  { en: 'Excel', hi: 'Excel' },
  { en: 'result', hi: 'परिणाम' },
  { en: 'percentile', hi: 'पर्सेंटाइल' },
  { en: 'organiser', hi: 'आयोजक' },
  { en: 'QR code', hi: 'QR कोड' },
  { en: 'UTC', hi: 'UTC' },
  { en: 'sign up', hi: 'खाता बनाएँ' },
  { en: 'admit card', hi: 'प्रवेश-पत्र' },
  { en: 'money-back guarantee', hi: 'पैसा-वापसी गारंटी' },
  { en: 'gift voucher', hi: 'पुरस्कार वाउचर' },
  { en: 'page', hi: 'पेज' },
  // Issue 39, review 2026-11-27: a certificate is cancelled (रद्द), a registration withdrawn (वापस).
  { en: 'cancel', hi: 'रद्द' },
  { en: 'cancelled', hi: 'रद्द' },
  { en: 'prize voucher', hi: 'पुरस्कार वाउचर' },
  { en: 'unsubscribe', hi: 'सदस्यता छोड़' },
  { en: 'next-exam notice', hi: 'अगली परीक्षा की सूचना' },
  { en: 'decline', hi: 'मना' },
  { en: 'digital signature', hi: 'डिजिटल हस्ताक्षर' },
  { en: 'audit log', hi: 'गतिविधि लॉग' },
  { en: 'withdraw your consent', hi: 'सहमति वापस' },
  { en: '18 or older', hi: '18\u00a0साल या उससे ज़्यादा' },
  { en: 'under 18', hi: '18\u00a0साल से कम' },
  { en: 'test paper', hi: 'प्रश्नपत्र' },
  { en: 'preview', hi: 'पूर्वावलोकन' },
  { en: 'Firebase', hi: 'Firebase' },
  { en: 'reCAPTCHA', hi: 'reCAPTCHA' },
  { en: 'App Check', hi: 'App Check' },
];

/** A wording the Hindi site does not use, as a regular expression, and what it writes instead. */
export interface AvoidedWording {
  readonly pattern: string;
  readonly use: string;
}

/**
 * The other half of each mixed pair the review of 2026-11-26 found (docs/glossary.md, "Words the
 * site does not use"): a test fails when one comes back in the catalogs, content/ or page titles.
 */
export const AVOIDED_WORDINGS: readonly AvoidedWording[] = [
  { pattern: 'साइन अप', use: 'खाता बनाएँ' },
  { pattern: 'पंजीकरण सफल', use: 'खाता बन गया (an account is not the exam registration)' },
  { pattern: 'ईमेल (पते|पता) की पुष्टि', use: 'ईमेल पता सत्यापित करें / सत्यापित हो गया' },
  { pattern: 'पासवर्ड की पुष्टि करें', use: 'दोबारा लिखा पासवर्ड (a label is a noun)' },
  { pattern: 'पक्का हैं', use: 'क्या आप सचमुच … चाहते हैं?' },
  { pattern: 'का माता-पिता या अभिभावक हूँ', use: 'की माँ, पिता या अभिभावक हूँ' },
  { pattern: 'प्रवेश पर्ची', use: 'प्रवेश-पत्र' },
  { pattern: 'पैसे वापसी', use: 'पैसा-वापसी गारंटी' },
  { pattern: 'नतीज', use: 'परिणाम, परिणामों' },
  { pattern: 'गिफ़्ट वाउचर', use: 'पुरस्कार वाउचर' },
  { pattern: 'हिन्दी', use: 'हिंदी' },
  { pattern: 'संभाल', use: 'सँभाल' },
  { pattern: 'तरीक(?!\u093c)', use: 'तरीक़ा, तरीक़े' },
  { pattern: '(^|[^\u0900-\u097f])कतार', use: 'क़तार' },
  { pattern: 'लायक(?!\u093c)', use: 'लायक़' },
  { pattern: 'कस्बा', use: 'क़स्बा' },
  { pattern: '(^|[^\u0900-\u097f])पृष्ठ($|[^\u0900-\u097f])', use: 'पेज (as in होम पेज)' },
  { pattern: 'तस्वीर', use: 'फ़ोटो' },
  { pattern: 'वर्ष (से कम|या उससे)', use: 'साल for an age (13 साल से कम उम्र); वर्ष for the exam year' },
  // The review of 2026-11-27 (issue 39).
  { pattern: 'प्रमाणपत्र (को )?वापस', use: 'प्रमाणपत्र रद्द करें (वापस लेना reads as "get it back")' },
  { pattern: 'बाकी', use: 'बाक़ी' },
  { pattern: 'नुकसान', use: 'नुक़सान' },
  { pattern: 'सूची छोड़', use: 'सदस्यता छोड़ें (the pair of सदस्यता लें)' },
  { pattern: 'परीक्षा-समाचार|परीक्षा की ख़बर', use: 'अगली परीक्षा की सूचना (one name for the list)' },
  {
    pattern: 'प्रमाणपत्र भी इसी पर|प्रमाणपत्र इसी पते पर भेजे जाएँगे',
    use: "the account's address is for logging in; certificates go to the guardian's",
  },
];

/**
 * The words that measure a number in Hindi text (days, months, lakh, letters, times, per cent, the
 * Hindi months, MB). A number and such a word are one unit for a reader, so the Hindi writes a
 * no-break space between them (`NBSP`): "₹2.5 लाख" or "7 दिनों" never break at a line end (review
 * 2026-11-26, layout). English keeps plain spaces (docs/adr/0077-devanagari-typography.md).
 */
const UNIT_WORDS = [
  'दिन',
  'दिनों',
  'कार्य-दिवस',
  'कार्य-दिवसों',
  'सप्ताह',
  'हफ़्ते',
  'महीना',
  'महीने',
  'महीनों',
  'साल',
  'सालों',
  'वर्ष',
  'घंटा',
  'घंटे',
  'घंटों',
  'मिनट',
  'मिनटों',
  'सेकंड',
  'लाख',
  'करोड़',
  'हज़ार',
  'रुपये',
  'अक्षर',
  'अक्षरों',
  'कैरेक्टर',
  'अंक',
  'अंकों',
  'बार',
  'प्रतिशत',
  'पिक्सेल',
  'MB',
  'जनवरी',
  'फ़रवरी',
  'मार्च',
  'अप्रैल',
  'मई',
  'जून',
  'जुलाई',
  'अगस्त',
  'सितंबर',
  'अक्टूबर',
  'नवंबर',
  'दिसंबर',
];

/**
 * A number (a digit, or a `{placeholder}` / `${constant}` that stands for one) followed by a plain
 * space and a unit word: the places a Hindi line could break between "7" and "दिनों".
 */
export const NUMBER_SPLIT_FROM_UNIT = new RegExp(
  `(?:\\d|\\})[ ](?:${UNIT_WORDS.join('|')})(?![\\u0900-\\u0963\\u0966-\\u097F\\w])`,
  'u',
);
