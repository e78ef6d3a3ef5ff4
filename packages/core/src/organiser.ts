import { AGENCY } from './agency.ts';

/**
 * Who runs the site and answers for its data, as India's DPDP Rules ask a data fiduciary to
 * publish: deploy-time facts, set per deployment from environment variables (organiserFactsFrom),
 * with `.example` placeholders for development. A production build refuses to ship while any of
 * them is still a placeholder (placeholderOrganiserFacts).
 */
export interface OrganiserFacts {
  /** The registered legal entity, e.g. "Apex Digital Private Limited". */
  readonly legalName: string;
  /** The postal address, one line per entry, as on an envelope. */
  readonly postalAddress: readonly string[];
  /** The phone number in E.164 form ("+919829012345"); pages show it formatted (formatPhone). */
  readonly phone: string;
  readonly supportEmail: string;
  /** Where meetings are booked (the /address page: appointments by email). */
  readonly appointmentsEmail: string;
  /** The grievance officer the DPDP Rules ask for: a name and an address to write to. */
  readonly grievanceOfficer: { readonly name: string; readonly email: string };
  /** The body that recognises the exam's certificate. */
  readonly certificateRecognisedBy: string;
}

/**
 * The development facts: each visibly a placeholder (`.example` addresses, the reserved
 * "+91 00000 00000" style number, "(example)" in names), never somebody else's real details.
 */
export const PLACEHOLDER_ORGANISER: OrganiserFacts = {
  legalName: `${AGENCY.name} Private Limited (example)`,
  postalAddress: ['Example House, 1 Example Road', 'Bengaluru, Karnataka 560001 (example)'],
  phone: '+910000000000',
  supportEmail: AGENCY.supportEmail,
  appointmentsEmail: AGENCY.appointmentsEmail,
  grievanceOfficer: { name: 'Grievance Officer (example)', email: 'grievance@apexdigital.example' },
  certificateRecognisedBy: 'Example Board of Skills Assessment (example)',
};

/** The environment variables each fact is read from (build time: `VITE_` so the site may show them). */
export const ORGANISER_ENV = {
  legalName: 'VITE_ORGANISER_LEGAL_NAME',
  /** Lines separated by `|`: "12 MG Road|Bengaluru, Karnataka 560001". */
  postalAddress: 'VITE_ORGANISER_POSTAL_ADDRESS',
  phone: 'VITE_ORGANISER_PHONE',
  supportEmail: 'VITE_ORGANISER_SUPPORT_EMAIL',
  appointmentsEmail: 'VITE_ORGANISER_APPOINTMENTS_EMAIL',
  grievanceName: 'VITE_ORGANISER_GRIEVANCE_NAME',
  grievanceEmail: 'VITE_ORGANISER_GRIEVANCE_EMAIL',
  certificateRecognisedBy: 'VITE_ORGANISER_CERTIFICATE_BODY',
} as const;

type Environment = Readonly<Record<string, string | boolean | undefined>>;

/** The facts an environment sets, each unset or blank one left at its placeholder. */
export function organiserFactsFrom(env: Environment): OrganiserFacts {
  const read = (name: string, fallback: string): string => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  };
  const address = read(ORGANISER_ENV.postalAddress, '');
  return {
    legalName: read(ORGANISER_ENV.legalName, PLACEHOLDER_ORGANISER.legalName),
    postalAddress:
      address === ''
        ? PLACEHOLDER_ORGANISER.postalAddress
        : address
            .split('|')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
    phone: read(ORGANISER_ENV.phone, PLACEHOLDER_ORGANISER.phone),
    supportEmail: read(ORGANISER_ENV.supportEmail, PLACEHOLDER_ORGANISER.supportEmail),
    appointmentsEmail: read(
      ORGANISER_ENV.appointmentsEmail,
      PLACEHOLDER_ORGANISER.appointmentsEmail,
    ),
    grievanceOfficer: {
      name: read(ORGANISER_ENV.grievanceName, PLACEHOLDER_ORGANISER.grievanceOfficer.name),
      email: read(ORGANISER_ENV.grievanceEmail, PLACEHOLDER_ORGANISER.grievanceOfficer.email),
    },
    certificateRecognisedBy: read(
      ORGANISER_ENV.certificateRecognisedBy,
      PLACEHOLDER_ORGANISER.certificateRecognisedBy,
    ),
  };
}

export type OrganiserFact =
  | 'legalName'
  | 'postalAddress'
  | 'phone'
  | 'supportEmail'
  | 'appointmentsEmail'
  | 'grievanceOfficer.name'
  | 'grievanceOfficer.email'
  | 'certificateRecognisedBy';

const looksLikePlaceholder = (value: string) =>
  /\(example\)|\.example\b/i.test(value) || /^\+?9?1?0+$/.test(value.replace(/\s/g, ''));

/**
 * The facts that still carry a placeholder: an `.example` address, an "(example)" mark, an
 * all-zero phone number or nothing at all. Empty when the facts may go to production; the
 * predeploy check refuses a production build otherwise.
 */
export function placeholderOrganiserFacts(facts: OrganiserFacts): OrganiserFact[] {
  const values: readonly (readonly [OrganiserFact, string])[] = [
    ['legalName', facts.legalName],
    ['postalAddress', facts.postalAddress.join('\n')],
    ['phone', facts.phone],
    ['supportEmail', facts.supportEmail],
    ['appointmentsEmail', facts.appointmentsEmail],
    ['grievanceOfficer.name', facts.grievanceOfficer.name],
    ['grievanceOfficer.email', facts.grievanceOfficer.email],
    ['certificateRecognisedBy', facts.certificateRecognisedBy],
  ];
  return values
    .filter(([, value]) => value.trim() === '' || looksLikePlaceholder(value))
    .map(([fact]) => fact);
}
