import { AGENCY, EXAM } from '@apex/core';
import { ORGANISER } from '../config/organiser.ts';
import type { Localized } from '../hooks/useLocalized.ts';
import { HI_SITE_DESCRIPTION } from './pageHeads.ts';

/** Who we are: the About section and the /about page. */
export const WHO_WE_ARE: Localized<{
  heading: string;
  lead: string;
  paragraphs: readonly string[];
}> = {
  en: {
    heading: 'Who We Are',
    lead: AGENCY.description,
    paragraphs: [
      `We are a small, remote team of designers, engineers and teachers. We build apps, websites and campaigns for brands, and we run ${EXAM.name}, an all-India exam that gives every student in grades ${EXAM.grades.from} to ${EXAM.grades.to} a fair way to measure their English and mathematics.`,
      'Everything we make is designed for phones first, because that is how most families in India meet us.',
    ],
  },
  hi: {
    heading: 'हम कौन हैं',
    lead: HI_SITE_DESCRIPTION,
    paragraphs: [
      `हम डिज़ाइनरों, इंजीनियरों और शिक्षकों की एक छोटी टीम हैं, जो अलग-अलग जगहों से मिलकर काम करती है। हम ब्रांडों के लिए ऐप, वेबसाइट और अभियान बनाते हैं, और ${EXAM.name} चलाते हैं: एक अखिल भारतीय परीक्षा, जो कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के हर विद्यार्थी को अपनी अंग्रेज़ी और गणित परखने का एक निष्पक्ष तरीक़ा देती है।`,
      'हम जो कुछ भी बनाते हैं, वह सबसे पहले फ़ोन के लिए बनाया जाता है, क्योंकि भारत के ज़्यादातर परिवार हमसे फ़ोन पर ही मिलते हैं।',
    ],
  },
};

export interface Community {
  readonly title: string;
  readonly text: string;
}

/** The Our Communities section: who we work with. */
export const COMMUNITIES: Localized<readonly Community[]> = {
  en: [
    {
      title: 'Students and parents',
      text: 'Families across India take part in the Apex test series and its learning resources.',
    },
    {
      title: 'Schools and teachers',
      text: 'Schools use Apex results to see where a class needs help, subject by subject.',
    },
    {
      title: 'Builders and learners',
      text: 'Our blockchain courses bring together beginners and working developers to learn in public.',
    },
  ],
  hi: [
    {
      title: 'विद्यार्थी और माता-पिता',
      text: 'पूरे भारत के परिवार Apex परीक्षा-शृंखला और उसकी पढ़ाई की सामग्री में भाग लेते हैं।',
    },
    {
      title: 'स्कूल और शिक्षक',
      text: 'स्कूल Apex के परिणामों से देखते हैं कि किस कक्षा को किस विषय में मदद चाहिए।',
    },
    {
      title: 'सीखने और बनाने वाले',
      text: 'हमारे ब्लॉकचेन कोर्स शुरुआत करने वालों और काम कर रहे डेवलपरों को साथ लाते हैं, ताकि सब मिलकर खुले में सीखें।',
    },
  ],
};

/**
 * The /address facts (spec section 2): who runs the site and where to write (the organiser's
 * deploy-time facts, config/organiser.ts), remote work, support, meeting place, appointments by
 * e-mail, the grievance officer and who recognises the certificate.
 */
export interface ContactFact {
  readonly title: string;
  readonly text: string;
  readonly email?: string;
  /**
   * Names and postal lines as registered (in English whatever the page's language), one line
   * each: shown marked as English, so a Hindi screen reader reads them right.
   */
  readonly names?: readonly string[];
  /** E.164; shown formatted, dialled as stored. */
  readonly phone?: string;
}

const office = [ORGANISER.legalName, ...ORGANISER.postalAddress];

export const CONTACT_FACTS: Localized<readonly ContactFact[]> = {
  en: [
    {
      title: 'Who runs this site',
      text: 'The company behind this site, and where to write to it:',
      names: office,
      phone: ORGANISER.phone,
    },
    {
      title: 'We work remotely',
      text: 'Our team works remotely across India, so we can answer you wherever you are.',
    },
    {
      title: 'Support',
      text: 'For help with the exam, your account or a course, email our support team.',
      email: ORGANISER.supportEmail,
    },
    {
      title: 'Meet the team',
      text: `Team meetings happen at ${AGENCY.meetingPlace}.`,
    },
    {
      title: 'Appointments',
      text: 'We meet by appointment only. Book one by e-mail and we will confirm a time.',
      email: ORGANISER.appointmentsEmail,
    },
    {
      title: 'Grievance officer',
      text: 'Our grievance officer answers questions and complaints about how we handle your personal data:',
      names: [ORGANISER.grievanceOfficer.name],
      email: ORGANISER.grievanceOfficer.email,
    },
    {
      title: 'Certificates',
      text: "The exam's certificate is recognised by:",
      names: [ORGANISER.certificateRecognisedBy],
    },
  ],
  hi: [
    {
      title: 'यह साइट कौन चलाता है',
      text: 'इस साइट को चलाने वाली कंपनी, और उसे लिखने का पता:',
      names: office,
      phone: ORGANISER.phone,
    },
    {
      title: 'हम रिमोट काम करते हैं',
      text: 'हमारी टीम पूरे भारत में अलग-अलग जगहों से काम करती है, इसलिए आप जहाँ भी हों, हम आपको जवाब दे सकते हैं।',
    },
    {
      title: 'सहायता',
      text: 'परीक्षा, अपने खाते या किसी कोर्स में मदद के लिए हमारी सहायता टीम को ईमेल करें।',
      email: ORGANISER.supportEmail,
    },
    {
      title: 'टीम से मिलें',
      text: 'टीम की बैठकें बेंगलुरु के एक कोवर्किंग स्पेस में होती हैं।',
    },
    {
      title: 'मुलाक़ात का समय',
      text: 'हम केवल पहले से समय तय करके मिलते हैं। ईमेल पर समय माँगें, हम पुष्टि कर देंगे।',
      email: ORGANISER.appointmentsEmail,
    },
    {
      title: 'शिकायत अधिकारी',
      text: 'हमारे शिकायत अधिकारी आपकी निजी जानकारी के इस्तेमाल से जुड़े सवालों और शिकायतों का जवाब देते हैं:',
      names: [ORGANISER.grievanceOfficer.name],
      email: ORGANISER.grievanceOfficer.email,
    },
    {
      title: 'प्रमाणपत्र',
      text: 'परीक्षा के प्रमाणपत्र को इनसे मान्यता प्राप्त है:',
      names: [ORGANISER.certificateRecognisedBy],
    },
  ],
};
