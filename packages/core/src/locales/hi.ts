import { AGENCY } from '../agency.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PROFILE_PICTURE_MAX_DIMENSION_PX,
  PROFILE_PICTURE_MAX_MB,
  SCHOOL_CITY_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../limits.ts';
import type { CatalogOf } from './catalog.ts';
import type { en } from './en.ts';
import { icuLiteral } from './icu.ts';

/**
 * Every message of en.ts in Hindi, as ICU MessageFormat strings with en.ts's keys: a function of
 * en.ts is a string here whose `{placeholders}` are its parameters. Written as a parent would read
 * it, not word for word, and following docs/glossary.md; the spec's English texts are translated
 * faithfully. Limits fixed at build time are written into the sentence, as in en.ts.
 */

const removal = `सूची से नाम हटवाने के लिए ${icuLiteral(AGENCY.supportEmail)} पर लिखें।`;
const checkConnection = 'कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।';
const subscriptionUnavailable = `सर्वर से संपर्क नहीं हो पाया। आपका ईमेल पता यहीं भरा हुआ है: ${checkConnection}`;
const subscriptionFailed =
  'हम आपको सूची में नहीं जोड़ पाए। आपका ईमेल पता यहीं भरा हुआ है, इसलिए आप फिर से कोशिश कर सकते हैं।';

const nameCharacters = "अक्षर, स्पेस, बिंदु (.), एपॉस्ट्रॉफ़ी ('') और हाइफ़न (-)";
const nameLength = `${PERSON_NAME_MIN_LENGTH} से ${PERSON_NAME_MAX_LENGTH} अक्षरों`;
const savingTooLong = `सहेजने में बहुत देर लग रही थी, इसलिए हमने इंतज़ार करना बंद कर दिया। ${checkConnection}`;

const emailInvalid = 'कृपया सही ईमेल पता लिखें, जैसे name@example.com।';
const pictureNotImage = 'कृपया कोई फ़ोटो फ़ाइल चुनें (जैसे JPG, PNG या WebP)।';
const pictureTooLarge = `यह फ़ोटो ${PROFILE_PICTURE_MAX_MB} MB से बड़ी है। कृपया कोई छोटी फ़ोटो चुनें।`;

export const hi = {
  errors: {
    'auth/email-already-in-use':
      'यह ईमेल पता पहले से इस्तेमाल में है। कृपया कोई दूसरा ईमेल इस्तेमाल करें या लॉग इन करें।',
    'auth/invalid-credential': 'ईमेल या पासवर्ड ग़लत है।',
    'auth/invalid-email': 'ईमेल पता सही रूप में नहीं लिखा गया है।',
    'auth/missing-email': 'कृपया अपना ईमेल पता लिखें।',
    'auth/weak-password': `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए।`,
    'auth/missing-password': 'कृपया अपना पासवर्ड लिखें।',
    'auth/user-disabled': 'यह खाता बंद कर दिया गया है।',
    'auth/invalid-action-code': 'पासवर्ड रीसेट करने का यह लिंक अमान्य है या पहले ही इस्तेमाल हो चुका है।',
    'auth/popup-closed-by-user':
      'Google साइन-इन पूरा होने से पहले ही बंद हो गया। आप जब चाहें, फिर से कोशिश कर सकते हैं।',
    'auth/cancelled-popup-request': 'Google साइन-इन रद्द हो गया। आप जब चाहें, फिर से कोशिश कर सकते हैं।',
    'auth/popup-blocked':
      'आपके ब्राउज़र ने Google साइन-इन की विंडो रोक दी। कृपया इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें।',
    'auth/internal-error': `Google साइन-इन शुरू नहीं हो सका। ${checkConnection}`,
    'auth/too-many-requests': 'बहुत ज़्यादा बार कोशिश की गई है। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
    'auth/network-request-failed': `सर्वर से संपर्क नहीं हो पाया। ${checkConnection}`,
    'auth/unauthenticated': 'कृपया पहले लॉग इन करें।',
    'profile/permission-denied': 'आप केवल अपनी ही प्रोफ़ाइल देख और बदल सकते हैं।',
    'profile/not-found': 'अभी तक कोई प्रोफ़ाइल नहीं बनी है जिसे बदला जा सके।',
    'profile/unavailable': 'प्रोफ़ाइल सेवा से संपर्क नहीं हो पाया।',
    'storage/unauthorized': 'आप केवल अपनी ही प्रोफ़ाइल पर फ़ोटो अपलोड कर सकते हैं।',
    'storage/invalid-content-type': pictureNotImage,
    'storage/file-too-large': pictureTooLarge,
    'storage/unavailable': 'फ़ोटो सेवा से संपर्क नहीं हो पाया।',
    'storage/timeout': `फ़ोटो अपलोड होने में बहुत देर लग रही थी, इसलिए हमने अपलोड रोक दिया। ${checkConnection}`,
    'profile/timeout': savingTooLong,
    'storage/canceled': 'अपलोड रद्द कर दिया गया। आपकी मौजूदा फ़ोटो जैसी थी, वैसी ही है।',
    'auth/user-mismatch': 'यह वह खाता नहीं है जिससे आपने लॉग इन किया है। कृपया उसी खाते से पुष्टि करें।',
    'auth/requires-recent-login':
      'आपकी सुरक्षा के लिए कृपया एक बार फिर पुष्टि करें कि यह आप ही हैं, फिर दोबारा कोशिश करें।',
    'subscription/invalid-email': emailInvalid,
    'subscription/invalid-topic': subscriptionFailed,
    'subscription/permission-denied': subscriptionFailed,
    'subscription/unavailable': subscriptionUnavailable,
    'registration/invalid':
      'पंजीकरण की कुछ जानकारी छूट गई है या सही रूप में नहीं है। कृपया फ़ॉर्म जाँचकर फिर से कोशिश करें।',
    'registration/email-not-verified':
      'पंजीकरण से पहले कृपया अपना ईमेल पता सत्यापित करें, क्योंकि प्रमाणपत्र इसी पते पर भेजा जाता है। हमने आपको जो ईमेल भेजा है, उसमें दिए गए लिंक पर जाएँ और फिर से कोशिश करें।',
    'registration/unknown-edition': 'इस परीक्षा के लिए पंजीकरण खुला नहीं है।',
    'registration/permission-denied': 'आप केवल अपना ही पंजीकरण देख और बदल सकते हैं।',
    'registration/unavailable': `पंजीकरण सेवा से संपर्क नहीं हो पाया। ${checkConnection}`,
    'registration/timeout': savingTooLong,
  },
  success: {
    login: 'लॉग इन सफल रहा!',
    signUp: 'पंजीकरण सफल रहा! कृपया लॉग इन करें।',
    passwordReset: 'पासवर्ड रीसेट करने का ईमेल भेज दिया गया है!',
    googleSignIn: 'Google साइन-इन सफल रहा!',
    profileUpdated: 'आपकी प्रोफ़ाइल अपडेट हो गई है',
  },
  validation: {
    passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते।',
    passwordCriteria: 'पासवर्ड सभी शर्तें पूरी नहीं करता।',
    usernameRequired: 'कृपया उपयोगकर्ता नाम लिखें।',
    usernameTooLong: `कृपया उपयोगकर्ता नाम ${USERNAME_MAX_LENGTH} अक्षरों या उससे छोटा रखें।`,
    emailRequired: 'कृपया अपना ईमेल पता लिखें।',
    emailInvalid,
    passwordRequired: 'कृपया अपना पासवर्ड लिखें।',
    confirmPasswordRequired: 'पुष्टि के लिए कृपया अपना पासवर्ड दोबारा लिखें।',
    pictureNotImage,
    pictureTooLarge,
    pictureUnreadable: 'हम यह फ़ोटो पढ़ नहीं पाए। कृपया कोई दूसरी फ़ोटो चुनें, जैसे JPG, PNG या WebP।',
  },
  registrationValidation: {
    candidateNameRequired: 'कृपया परीक्षार्थी का पूरा नाम लिखें।',
    candidateNameLength: `कृपया परीक्षार्थी का पूरा नाम ${nameLength} में लिखें।`,
    candidateNameCharacters: `परीक्षार्थी के नाम में केवल ${nameCharacters} हो सकते हैं।`,
    gradeRequired: 'कृपया परीक्षार्थी की कक्षा चुनें।',
    gradeInvalid: 'कृपया कक्षा 6 से 10 में से कोई कक्षा चुनें।',
    schoolNameRequired: 'कृपया स्कूल का नाम लिखें।',
    schoolNameTooLong: `कृपया स्कूल का नाम ${SCHOOL_NAME_MAX_LENGTH} अक्षरों या उससे छोटा रखें।`,
    schoolCityRequired: 'कृपया स्कूल का शहर या कस्बा लिखें।',
    schoolCityTooLong: `कृपया शहर का नाम ${SCHOOL_CITY_MAX_LENGTH} अक्षरों या उससे छोटा रखें।`,
    schoolStateRequired: 'कृपया स्कूल का राज्य या केंद्र शासित प्रदेश चुनें।',
    schoolStateInvalid: 'कृपया सूची में से कोई राज्य या केंद्र शासित प्रदेश चुनें।',
    guardianNameRequired: 'कृपया माता-पिता या अभिभावक का पूरा नाम लिखें।',
    guardianNameLength: `कृपया माता-पिता या अभिभावक का पूरा नाम ${nameLength} में लिखें।`,
    guardianNameCharacters: `माता-पिता या अभिभावक के नाम में केवल ${nameCharacters} हो सकते हैं।`,
    guardianEmailRequired: 'कृपया माता-पिता या अभिभावक का ईमेल पता लिखें।',
    guardianEmailInvalid: emailInvalid,
    guardianMobileInvalid:
      'कृपया 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें (आगे +91 या 0 लगा सकते हैं), या इसे खाली छोड़ दें।',
    consentRoleRequired: 'कृपया बताएँ कि यह फ़ॉर्म कौन भर रहा है।',
    consentRequired: 'पंजीकरण से पहले अपनी सहमति देने के लिए कृपया बॉक्स पर सही का निशान लगाएँ।',
  },
  registrationRoles: {
    parent: 'मैं परीक्षार्थी का माता-पिता या अभिभावक हूँ',
    candidate:
      'मैं ख़ुद परीक्षार्थी हूँ (उम्र 13 वर्ष या उससे अधिक) और मेरे माता-पिता या अभिभावक इसके लिए सहमत हैं',
  },
  passwordCriteria: {
    length: `कम से कम ${PASSWORD_MIN_LENGTH} अक्षर`,
    // Devanagari has no capitals: the Latin range says which letters are meant.
    uppercase: 'अंग्रेज़ी का एक बड़ा अक्षर (A–Z)',
    lowercase: 'अंग्रेज़ी का एक छोटा अक्षर (a–z)',
    number: 'एक अंक (0–9)',
    special: `एक विशेष चिह्न (${icuLiteral(PASSWORD_SPECIAL_CHARACTERS.split('').join(' '))})`,
  },
  failures: {
    logout: 'हम आपको लॉग आउट नहीं कर पाए। कृपया फिर से कोशिश करें।',
    profileLoad: `हम आपकी प्रोफ़ाइल लोड नहीं कर पाए। ${checkConnection}`,
    profileSave: 'हम आपके बदलाव सहेज नहीं पाए। आपके बदलाव यहीं मौजूद हैं, इसलिए आप फिर से कोशिश कर सकते हैं।',
    deleteAccount: 'हम आपका खाता नहीं हटा पाए। कृपया फिर से कोशिश करें।',
    backendUnavailable:
      'लॉग इन सेवा से संपर्क नहीं हो पाया। कृपया अपना इंटरनेट कनेक्शन जाँचें और पेज दोबारा लोड करें।',
    unexpected: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
  pageErrors: {
    title: 'कुछ गड़बड़ हो गई',
    failed: 'यह पेज दिखाया नहीं जा सका। कृपया फिर से कोशिश करें या होम पेज पर जाएँ।',
    newVersionTitle: 'साइट का नया संस्करण उपलब्ध है',
    newVersion:
      'आपके खोलने के बाद यह पेज बदल गया है। नया संस्करण देखने के लिए पेज दोबारा लोड करें; आपने जो कुछ सहेजा है, वह नहीं खोएगा।',
    reloading: 'साइट का नया संस्करण लोड हो रहा है…',
    tryAgain: 'फिर से कोशिश करें',
    reload: 'पेज दोबारा लोड करें',
    home: 'होम पेज पर जाएँ',
  },
  hints: {
    capsLock: 'Caps Lock चालू है।',
    picture: `${PROFILE_PICTURE_MAX_MB} MB तक की कोई फ़ोटो। अपलोड करने से पहले हम इसे ${PROFILE_PICTURE_MAX_DIMENSION_PX} पिक्सेल के आकार में छोटा कर देते हैं।`,
    signUpPicture: 'लॉग इन करने के बाद आप “प्रोफ़ाइल बदलें” में जाकर अपनी फ़ोटो जोड़ सकते हैं।',
    profileEmail:
      'इसी ईमेल पते से आप लॉग इन करते हैं और प्रमाणपत्र भी इसी पर भेजे जाते हैं। इसे बदला नहीं जा सकता।',
  },
  status: {
    checkingSignIn: 'आपका लॉग इन जाँचा जा रहा है…',
    loadingProfile: 'आपकी प्रोफ़ाइल लोड हो रही है…',
    saving: 'सहेजा जा रहा है…',
    loggingOut: 'लॉग आउट हो रहा है…',
    sending: 'भेजा जा रहा है…',
    deletingAccount: 'आपका खाता हटाया जा रहा है…',
    uploading: 'आपकी फ़ोटो अपलोड हो रही है: {percent}%',
  },
  verification: {
    banner:
      'कृपया अपने ईमेल पते की पुष्टि करें। हमने {email} पर एक लिंक भेजा है; आपके परीक्षा प्रमाणपत्र इसी पते पर भेजे जाएँगे, इसलिए वह ईमेल खोलकर लिंक पर जाएँ।',
    menuHint: 'ईमेल अभी सत्यापित नहीं है',
    resent: 'हमने {email} पर नया लिंक भेज दिया है। इसे पहुँचने में एक मिनट लग सकता है।',
    failed: 'हम ईमेल नहीं भेज पाए। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    verified: 'धन्यवाद, आपके ईमेल पते की पुष्टि हो गई है।',
    devOnly:
      'डेवलपमेंट बैकएंड: यहाँ से कोई असली ईमेल नहीं भेजा जाता। सत्यापन का सबसे नया ईमेल आप यहाँ खोल सकते हैं।',
    devNoMail: 'इस पते पर अभी तक सत्यापन का कोई ईमेल नहीं भेजा गया है। पहले “फिर से भेजें” दबाएँ।',
  },
  deleteAccount: {
    warning: 'खाता हटाने के बाद उसे वापस नहीं लाया जा सकता।',
    deletesAccount: 'आपका खाता: आप {email} से फिर कभी लॉग इन नहीं कर पाएँगे।',
    deletesProfile: 'आपकी प्रोफ़ाइल: आपका उपयोगकर्ता नाम और उस पर दिखने वाला ईमेल।',
    deletesPicture: 'आपकी प्रोफ़ाइल फ़ोटो, अगर आपने अपलोड की है।',
    deletesRegistrations: 'इस खाते से किए गए सभी परीक्षा पंजीकरण, परीक्षार्थी की जानकारी सहित।',
    kept: `न्यूज़लेटर और परीक्षा-समाचार की सदस्यताएँ आपके खाते से अलग, ईमेल पते के आधार पर रखी जाती हैं, इसलिए वे बनी रहेंगी। ${removal}`,
    passwordHint: 'यह पुष्टि करने के लिए कि यह आप ही हैं, अपना पासवर्ड लिखें।',
    googleHint: 'जिस Google खाते से आप लॉग इन करते हैं, उसी से पुष्टि करें। Google की एक विंडो खुलेगी।',
    deleted: 'आपका खाता और डेटा हटा दिया गया है।',
  },
  subscribe: {
    subscribed: 'आप सूची में जुड़ गए हैं। हम आपको {email} पर लिखेंगे।',
    purpose: {
      newsletter: `केवल Apex और हमारे कोर्स से जुड़ी कभी-कभार की ख़बरों के लिए। ${removal}`,
      'next-edition': `केवल यह बताने के लिए कि Apex की अगली परीक्षा कब खुलेगी। ${removal}`,
    },
    unavailable: subscriptionUnavailable,
    failed: subscriptionFailed,
  },
  language: {
    suggestion: 'यह साइट हिन्दी में भी है।',
    suggestionLink: 'हिन्दी में पढ़ें',
    stay: 'अंग्रेज़ी में ही रहें',
    heading: 'भाषा',
  },
  registration: {
    title: 'परीक्षा पंजीकरण',
    candidateSection: 'परीक्षार्थी',
    candidateName: 'परीक्षार्थी का पूरा नाम',
    candidateNameHint: 'जैसा प्रमाणपत्र पर होना चाहिए, किसी भी लिपि में।',
    grade: 'कक्षा',
    gradeChoose: 'कक्षा चुनें',
    gradeOption: 'कक्षा {grade}',
    schoolSection: 'स्कूल',
    schoolName: 'स्कूल का नाम',
    schoolCity: 'शहर या कस्बा',
    schoolState: 'राज्य या केंद्र शासित प्रदेश',
    stateChoose: 'राज्य या केंद्र शासित प्रदेश चुनें',
    states: 'राज्य',
    unionTerritories: 'केंद्र शासित प्रदेश',
    guardianSection: 'माता-पिता या अभिभावक',
    guardianName: 'माता-पिता या अभिभावक का पूरा नाम',
    guardianEmail: 'माता-पिता या अभिभावक का ईमेल पता',
    guardianEmailHint:
      'प्रमाणपत्र और परिणाम इसी पते पर भेजे जाते हैं। हमने आपके खाते का पता भर दिया है; आप इसे बदल सकते हैं।',
    guardianMobile: 'माता-पिता या अभिभावक का मोबाइल नंबर (वैकल्पिक)',
    guardianMobileHint: '6, 7, 8 या 9 से शुरू होने वाले 10 अंक। आगे +91 या 0 लगा सकते हैं।',
    roleLegend: 'यह फ़ॉर्म कौन भर रहा है?',
    consentLegend: 'सहमति',
    submit: 'पंजीकरण करें',
    saveChanges: 'बदलाव सहेजें',
    cancelEdit: 'रद्द करें',
    saving: 'सहेजा जा रहा है…',
    errorSummary: 'पंजीकरण से पहले कृपया ये जानकारियाँ ठीक करें:',
    signUp: 'पंजीकरण के लिए खाता बनाएँ',
    logIn: 'लॉग इन करें',
    loading: 'आपका पंजीकरण लोड हो रहा है…',
    loadFailed: 'हम आपका पंजीकरण लोड नहीं कर पाए। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    confirmed: 'आपका पंजीकरण हो गया है',
    saved: 'पंजीकरण सहेज लिया गया। आपकी पुष्टि नीचे है।',
    numberLabel: 'पंजीकरण संख्या',
    numberHint: 'हमें लिखते समय यह संख्या परीक्षा के वर्ष के साथ ज़रूर बताएँ।',
    edition: 'परीक्षा',
    editionName: 'Apex परीक्षा, {edition}',
    detailsHeading: 'परीक्षार्थी की जानकारी',
    consentGiven: 'सहमति दी गई: {date}',
    notGiven: 'नहीं दिया गया',
    batchName: 'बैच {number}',
    filledInBy: 'फ़ॉर्म किसने भरा',
    batchesHeading: 'परीक्षा की तारीख़ें',
    nextHeading: 'आगे क्या होगा',
    nextTest:
      'बैच के दिनों में कक्षा {grade} की परीक्षा का लिंक इस साइट के “परीक्षा शुरू करें” पेज ({address}) पर दिखेगा। परीक्षा {minutes} मिनट की है।',
    nextCertificate: 'प्रमाणपत्र और परिणाम परीक्षा के {days} दिनों के भीतर {email} पर ईमेल से भेजे जाएँगे।',
    print: 'प्रिंट करें',
    edit: 'जानकारी बदलें',
    withdraw: 'पंजीकरण वापस लें',
    withdrawQuestion:
      'क्या आप यह पंजीकरण वापस लेना चाहते हैं? परीक्षार्थी की जानकारी हटा दी जाएगी और यह पंजीकरण संख्या फिर काम नहीं करेगी।',
    withdrawConfirm: 'हाँ, वापस लें',
    withdrawKeep: 'पंजीकरण रहने दें',
    withdrawing: 'पंजीकरण वापस लिया जा रहा है…',
    withdrawn: 'पंजीकरण वापस ले लिया गया है और परीक्षार्थी की जानकारी हटा दी गई है।',
    withdrawFailed: 'हम पंजीकरण वापस नहीं ले पाए। यह जैसा था वैसा ही है; कृपया फिर से कोशिश करें।',
    closedHeading: 'पंजीकरण खुला नहीं है',
    closedNow: 'अभी परीक्षा के लिए पंजीकरण खुला नहीं है।',
    opensOn: '{edition} की परीक्षा के लिए पंजीकरण {date} को खुलेगा।',
    notifyIntro: 'अपना ईमेल पता छोड़ दें, अगली परीक्षा खुलने पर हम आपको बता देंगे।',
    menuEntry: 'परीक्षा पंजीकरण',
    yourTest: 'आपकी परीक्षा: कक्षा {grade}',
    otherGrades: 'दूसरी कक्षाएँ',
    invite: 'अभी तक पंजीकरण नहीं किया? परीक्षा देने से पहले पंजीकरण कर लें, ताकि प्रमाणपत्र सही व्यक्ति तक पहुँचे।',
    inviteLink: 'परीक्षा के लिए पंजीकरण करें',
    registrationOpen: 'पंजीकरण {date} तक खुला है।',
  },
} as const satisfies CatalogOf<typeof en>;
