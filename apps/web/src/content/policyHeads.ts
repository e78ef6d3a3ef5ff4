import { AGENCY, NBSP, POLICIES } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

/**
 * Each policy's title and summary: all the route table needs for its head tags, kept apart from
 * the policies' full text (policies.ts), which only the policy pages load. The route table is in
 * every page's first script, and the full text of five policies in two languages is not.
 */
export interface PolicyHead {
  readonly title: string;
  /** For the meta description and the page's lead paragraph. */
  readonly summary: string;
}

export type PolicyId = 'refund' | 'shipping' | 'checkout' | 'privacy' | 'terms';

/** "14-day", as in a 14-day guarantee. */
export const dayLong = (n: number) => `${n}-day`;
export const businessDays = (n: number) => `${n} business days`;
export const hiDays = (n: number) => `${n}${NBSP}दिन`;
export const hiBusinessDays = (n: number) => `${n}${NBSP}कार्य-दिवसों`;

export const POLICY_HEADS: Record<PolicyId, Localized<PolicyHead>> = {
  refund: {
    en: {
      title: 'Refund and Cancellation Policy',
      summary: `A ${dayLong(POLICIES.moneyBackGuaranteeDays)} money-back guarantee on digital products, and refunds processed within ${businessDays(POLICIES.refundProcessingBusinessDays)}.`,
    },
    hi: {
      title: 'रिफ़ंड और रद्द करने की नीति',
      summary: `डिजिटल उत्पादों पर ${hiDays(POLICIES.moneyBackGuaranteeDays)} की पैसा-वापसी गारंटी, और रिफ़ंड ${hiBusinessDays(POLICIES.refundProcessingBusinessDays)} के भीतर।`,
    },
  },
  shipping: {
    en: {
      title: 'Shipping and Delivery Policy',
      summary: `Digital products are delivered online; orders for physical items are processed within ${businessDays(POLICIES.orderProcessingBusinessDays)}.`,
    },
    hi: {
      title: 'शिपिंग और डिलीवरी नीति',
      summary: `डिजिटल उत्पाद ऑनलाइन दिए जाते हैं; भौतिक चीज़ों के ऑर्डर ${hiBusinessDays(POLICIES.orderProcessingBusinessDays)} के भीतर भेजे जाते हैं।`,
    },
  },
  checkout: {
    en: {
      title: 'Checkout Policy',
      summary:
        'What happens when you order a course from us: no payment is taken on this website; we confirm every order with you by email first.',
    },
    hi: {
      title: 'चेकआउट नीति',
      summary:
        'हमसे कोर्स ऑर्डर करने पर क्या होता है: इस वेबसाइट पर कोई भुगतान नहीं लिया जाता; हर ऑर्डर की पुष्टि हम पहले आपसे ईमेल पर करते हैं।',
    },
  },
  privacy: {
    en: {
      title: 'Privacy Policy',
      summary:
        'What we collect when you register or take the Apex exam, why, and the choices you have.',
    },
    hi: {
      title: 'गोपनीयता नीति',
      summary:
        'पंजीकरण करते समय या Apex परीक्षा देते समय हम कौन-सी जानकारी लेते हैं, क्यों लेते हैं और आपके पास क्या विकल्प हैं।',
    },
  },
  terms: {
    en: {
      title: 'Terms and Conditions',
      summary: `The terms for using the ${AGENCY.name} website, the Apex exam and our courses.`,
    },
    hi: {
      title: 'नियम और शर्तें',
      summary: `${AGENCY.name} की वेबसाइट, Apex परीक्षा और हमारे कोर्स इस्तेमाल करने की शर्तें।`,
    },
  },
};
