/**
 * Who runs the site. The spec names no agency, address or handles: these are the placeholders we
 * chose (docs/decisions.md), kept in one place so the real ones are one edit.
 */
export const AGENCY = {
  name: 'Apex Digital',
  description:
    'A digital solution for a product agency, relating people with products and other services.',
  supportEmail: 'support@apexdigital.example',
  appointmentsEmail: 'meet@apexdigital.example',
  meetingPlace: 'a coworking space in Bengaluru',
  copyrightYear: 2023,
  social: {
    facebook: 'https://www.facebook.com/apexdigital',
    instagram: 'https://www.instagram.com/apexdigital',
    x: 'https://x.com/apexdigital',
  },
} as const;
