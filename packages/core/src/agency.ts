/**
 * The agency's brand as the site presents it. The spec names no agency, address or handles: these
 * are the placeholders we chose. The legal entity, postal address, phone, support and grievance
 * contacts are deploy-time facts (organiser.ts); the footer's year comes from the clock.
 */
export const AGENCY = {
  name: 'Apex Digital',
  description:
    'A digital solution for a product agency, relating people with products and other services.',
  supportEmail: 'support@apexdigital.example',
  appointmentsEmail: 'meet@apexdigital.example',
  meetingPlace: 'a coworking space in Bengaluru',
  social: {
    facebook: 'https://www.facebook.com/apexdigital',
    instagram: 'https://www.instagram.com/apexdigital',
    x: 'https://x.com/apexdigital',
  },
} as const;
