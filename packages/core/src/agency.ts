/**
 * The agency's brand as the site presents it. The spec names no agency, address or handles: these
 * are the placeholders we chose. The legal entity, postal address, phone, support and grievance
 * contacts are deploy-time facts (organiser.ts); the footer's year comes from the clock.
 */
export const AGENCY = {
  name: 'Apex Digital',
  // Says what the agency does; the spec's "a digital solution for a product agency, relating
  // people with products and other services" told a visitor nothing (docs/adr/0095-agency-description.md).
  description:
    'Apex Digital is a digital services agency: we build apps, websites and campaigns for brands, and we run the Apex exam.',
  supportEmail: 'support@apexdigital.example',
  appointmentsEmail: 'meet@apexdigital.example',
  meetingPlace: 'a coworking space in Bengaluru',
  social: {
    facebook: 'https://www.facebook.com/apexdigital',
    instagram: 'https://www.instagram.com/apexdigital',
    x: 'https://x.com/apexdigital',
  },
} as const;
