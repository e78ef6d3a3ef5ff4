import type { IndianStateOrUnionTerritory } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

/**
 * The exam registration page's copy (issue 13): its introductions and the consent text beside the
 * checkbox, which says what is collected, why, for how long and how to withdraw, and links to the
 * privacy policy's section. Short UI words (labels, buttons, messages) are the `registration`
 * group of @apex/core's catalog.
 */
export interface RegistrationCopy {
  readonly intro: string;
  /** What registering needs, said before the fields (issue 33): an account and a confirmed email. */
  readonly needs: string;
  /** Said to a visitor who is not signed in: the consent tick does not travel through sign-up. */
  readonly tickAgain: string;
  readonly signedOutHeading: string;
  readonly signedOut: string;
  /** The link beside the consent box; the notice itself is core's (`consentNotice`, versioned). */
  readonly consent: {
    readonly link: string;
  };
  readonly printNote: string;
}

export const REGISTRATION_COPY: Localized<RegistrationCopy> = {
  en: {
    intro:
      'Register the candidate who will take the Apex test. One account registers one candidate for each exam; you can change the details or withdraw until registration closes.',
    needs:
      'Before you start: registering needs the account of a parent or guardian, with a confirmed email address (we mail a link when the account is made). You can fill in the form first: what you type stays on this device until the registration is saved, even if you close the browser.',
    tickAgain:
      'The consent box is not kept while you sign up or log in: when you come back, read it and tick it again.',
    signedOutHeading: 'First, sign up or log in',
    signedOut:
      "A parent's or guardian's account holds the registration. You can fill in the form now: what you type stays on this device until the registration is saved, and the form comes back with it.",
    consent: {
      link: 'How we handle registrations (privacy policy)',
    },
    printNote: 'Keep this page: print it, or save it as a PDF, as your admit slip.',
  },
  hi: {
    intro:
      'उस परीक्षार्थी का पंजीकरण करें जो Apex परीक्षा देगा। एक खाते से हर परीक्षा के लिए एक परीक्षार्थी का पंजीकरण होता है; पंजीकरण बंद होने तक आप जानकारी बदल सकते हैं या पंजीकरण वापस ले सकते हैं।',
    needs:
      'शुरू करने से पहले: पंजीकरण के लिए माता-पिता या अभिभावक का खाता चाहिए, जिसका ईमेल पता सत्यापित हो (खाता बनते ही हम लिंक भेजते हैं)। आप पहले फ़ॉर्म भर सकते हैं। आपकी भरी जानकारी पंजीकरण सहेजे जाने तक इसी डिवाइस पर रहती है, ब्राउज़र बंद करने पर भी।',
    tickAgain:
      'खाता बनाने या लॉग इन करने के बाद सहमति वाले बॉक्स का निशान अपने-आप नहीं लगा रहेगा। लौटने पर सहमति का पाठ पढ़ें और बॉक्स पर फिर से सही का निशान लगाएँ।',
    signedOutHeading: 'पहले खाता बनाएँ या लॉग इन करें',
    signedOut:
      'पंजीकरण माता-पिता या अभिभावक के खाते से होता है। आप अभी फ़ॉर्म भर सकते हैं। आपकी भरी जानकारी पंजीकरण सहेजे जाने तक इसी डिवाइस पर रहती है, और लौटने पर फ़ॉर्म में वापस आ जाती है।',
    consent: {
      link: 'हम पंजीकरण की जानकारी कैसे सँभालते हैं (गोपनीयता नीति)',
    },
    printNote: 'इस पेज को प्रवेश-पत्र की तरह सँभालकर रखें: इसे प्रिंट करें या PDF के रूप में सहेज लें।',
  },
};

/** The states' and union territories' names as the form shows them; the stored value is the English name. */
export const STATE_NAMES: Localized<Readonly<Record<IndianStateOrUnionTerritory, string>>> = {
  en: {
    'Andhra Pradesh': 'Andhra Pradesh',
    'Arunachal Pradesh': 'Arunachal Pradesh',
    Assam: 'Assam',
    Bihar: 'Bihar',
    Chhattisgarh: 'Chhattisgarh',
    Goa: 'Goa',
    Gujarat: 'Gujarat',
    Haryana: 'Haryana',
    'Himachal Pradesh': 'Himachal Pradesh',
    Jharkhand: 'Jharkhand',
    Karnataka: 'Karnataka',
    Kerala: 'Kerala',
    'Madhya Pradesh': 'Madhya Pradesh',
    Maharashtra: 'Maharashtra',
    Manipur: 'Manipur',
    Meghalaya: 'Meghalaya',
    Mizoram: 'Mizoram',
    Nagaland: 'Nagaland',
    Odisha: 'Odisha',
    Punjab: 'Punjab',
    Rajasthan: 'Rajasthan',
    Sikkim: 'Sikkim',
    'Tamil Nadu': 'Tamil Nadu',
    Telangana: 'Telangana',
    Tripura: 'Tripura',
    'Uttar Pradesh': 'Uttar Pradesh',
    Uttarakhand: 'Uttarakhand',
    'West Bengal': 'West Bengal',
    'Andaman and Nicobar Islands': 'Andaman and Nicobar Islands',
    Chandigarh: 'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu': 'Dadra and Nagar Haveli and Daman and Diu',
    Delhi: 'Delhi',
    'Jammu and Kashmir': 'Jammu and Kashmir',
    Ladakh: 'Ladakh',
    Lakshadweep: 'Lakshadweep',
    Puducherry: 'Puducherry',
  },
  hi: {
    'Andhra Pradesh': 'आंध्र प्रदेश',
    'Arunachal Pradesh': 'अरुणाचल प्रदेश',
    Assam: 'असम',
    Bihar: 'बिहार',
    Chhattisgarh: 'छत्तीसगढ़',
    Goa: 'गोवा',
    Gujarat: 'गुजरात',
    Haryana: 'हरियाणा',
    'Himachal Pradesh': 'हिमाचल प्रदेश',
    Jharkhand: 'झारखंड',
    Karnataka: 'कर्नाटक',
    Kerala: 'केरल',
    'Madhya Pradesh': 'मध्य प्रदेश',
    Maharashtra: 'महाराष्ट्र',
    Manipur: 'मणिपुर',
    Meghalaya: 'मेघालय',
    Mizoram: 'मिज़ोरम',
    Nagaland: 'नगालैंड',
    Odisha: 'ओडिशा',
    Punjab: 'पंजाब',
    Rajasthan: 'राजस्थान',
    Sikkim: 'सिक्किम',
    'Tamil Nadu': 'तमिलनाडु',
    Telangana: 'तेलंगाना',
    Tripura: 'त्रिपुरा',
    'Uttar Pradesh': 'उत्तर प्रदेश',
    Uttarakhand: 'उत्तराखंड',
    'West Bengal': 'पश्चिम बंगाल',
    'Andaman and Nicobar Islands': 'अंडमान और निकोबार द्वीपसमूह',
    Chandigarh: 'चंडीगढ़',
    'Dadra and Nagar Haveli and Daman and Diu': 'दादरा और नगर हवेली और दमन और दीव',
    Delhi: 'दिल्ली',
    'Jammu and Kashmir': 'जम्मू और कश्मीर',
    Ladakh: 'लद्दाख',
    Lakshadweep: 'लक्षद्वीप',
    Puducherry: 'पुदुचेरी',
  },
};
