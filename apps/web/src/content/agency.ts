import { AGENCY, EXAM } from '@apex/core';

/** Who we are: the About section and the /about page. */
export const WHO_WE_ARE = {
  heading: 'Who We Are',
  lead: AGENCY.description,
  paragraphs: [
    `We are a small, remote team of designers, engineers and teachers. We build apps, websites and campaigns for brands, and we run ${EXAM.name}, an all-India exam that gives every student in grades ${EXAM.grades.from} to ${EXAM.grades.to} a fair way to measure their English and mathematics.`,
    'Everything we make is designed for phones first, because that is how most families in India meet us.',
  ],
} as const;

export interface Community {
  readonly title: string;
  readonly text: string;
}

/** The Our Communities section: who we work with. */
export const COMMUNITIES: readonly Community[] = [
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
];

/** The /address facts (spec section 2): remote work, support, meeting place, appointments by e-mail. */
export const CONTACT_FACTS = [
  {
    title: 'We work remotely',
    text: 'Our team works remotely across India, so we can answer you wherever you are.',
  },
  {
    title: 'Support',
    text: 'For help with the exam, your account or a course, email our support team.',
    email: AGENCY.supportEmail,
  },
  {
    title: 'Meet the team',
    text: `Team meetings happen at ${AGENCY.meetingPlace}.`,
  },
  {
    title: 'Appointments',
    text: 'We meet by appointment only. Book one by e-mail and we will confirm a time.',
    email: AGENCY.appointmentsEmail,
  },
] as const;
