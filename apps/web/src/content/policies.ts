import { AGENCY, POLICIES } from '@apex/core';
import { REGISTRATION_PRIVACY } from './registrationPrivacy.ts';

export interface PolicySection {
  /** An anchor for links to the section (`/privacypolicy#exam-registration`). */
  readonly id?: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PolicyDocument {
  readonly title: string;
  /** For the meta description and the page's lead paragraph. */
  readonly summary: string;
  readonly sections: readonly PolicySection[];
}

const days = (n: number) => `${n} days`;
/** "14-day", as in a 14-day guarantee. */
const dayLong = (n: number) => `${n}-day`;
const businessDays = (n: number) => `${n} business days`;

const contactParagraph = `Questions about this policy? Write to ${AGENCY.supportEmail} and we will get back to you.`;

const proRated = POLICIES.proRatedSubscriptionRefunds
  ? 'If you cancel a subscription, we refund the unused part of the current period, pro rata.'
  : 'If you cancel a subscription, it stays active until the end of the period you paid for; we do not give pro-rated refunds for the unused part.';

export const REFUND_POLICY: PolicyDocument = {
  title: 'Refund and Cancellation Policy',
  summary: `A ${dayLong(POLICIES.moneyBackGuaranteeDays)} money-back guarantee on digital products, and refunds processed within ${businessDays(POLICIES.refundProcessingBusinessDays)}.`,
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

export const SHIPPING_POLICY: PolicyDocument = {
  title: 'Shipping and Delivery Policy',
  summary: `Digital products are delivered online; orders for physical items are processed within ${businessDays(POLICIES.orderProcessingBusinessDays)}.`,
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

export const CHECKOUT_POLICY: PolicyDocument = {
  title: 'Checkout Policy',
  summary:
    'What happens when you order a course from us: no payment is taken on this website; we confirm every order with you by email first.',
  sections: [
    {
      heading: 'Placing an order',
      paragraphs: [
        `Online payment is not open yet, so this site never asks for card or bank details. To enrol, email ${AGENCY.supportEmail} with the course you chose; we reply with the payment options and an invoice.`,
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

export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  summary:
    'What we collect when you register or take the Apex exam, why, and the choices you have.',
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
    {
      heading: 'Children',
      paragraphs: [
        `This website is not intended for children under ${POLICIES.minimumAgeYears}, and we do not knowingly collect personal information from them. Students under ${POLICIES.minimumAgeYears} should take part through a parent or guardian, who registers and manages the account.`,
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        `You can view and edit your profile at any time after signing in. To have your account deleted, write to ${AGENCY.supportEmail}.`,
        `We write to a list's subscribers only about what that list is for. To be removed from a list, write to ${AGENCY.supportEmail}.`,
      ],
    },
    { heading: 'Contact', paragraphs: [contactParagraph] },
  ],
};

export const TERMS: PolicyDocument = {
  title: 'Terms and Conditions',
  summary: `The terms for using the ${AGENCY.name} website, the Apex exam and our courses.`,
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
