import { describe, expect, it } from 'vitest';
import {
  ORGANISER_ENV,
  type OrganiserFacts,
  organiserFactsFrom,
  PLACEHOLDER_ORGANISER,
  placeholderOrganiserFacts,
} from './organiser.ts';

const REAL: OrganiserFacts = {
  legalName: 'Apex Digital Private Limited',
  postalAddress: ['4th Floor, 12 MG Road', 'Bengaluru, Karnataka 560001'],
  phone: '+919829012345',
  supportEmail: 'support@apexdigital.in',
  appointmentsEmail: 'meet@apexdigital.in',
  grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@apexdigital.in' },
  certificateRecognisedBy: 'National Skills Assessment Council',
};

const REAL_ENV = {
  [ORGANISER_ENV.legalName]: REAL.legalName,
  [ORGANISER_ENV.postalAddress]: ' 4th Floor, 12 MG Road | Bengaluru, Karnataka 560001 ',
  [ORGANISER_ENV.phone]: REAL.phone,
  [ORGANISER_ENV.supportEmail]: REAL.supportEmail,
  [ORGANISER_ENV.appointmentsEmail]: REAL.appointmentsEmail,
  [ORGANISER_ENV.grievanceName]: REAL.grievanceOfficer.name,
  [ORGANISER_ENV.grievanceEmail]: REAL.grievanceOfficer.email,
  [ORGANISER_ENV.certificateRecognisedBy]: REAL.certificateRecognisedBy,
};

describe('organiserFactsFrom', () => {
  it('reads every fact from its environment variable, the address one line per "|"', () => {
    expect(organiserFactsFrom(REAL_ENV)).toEqual(REAL);
  });

  it('leaves an unset or blank fact at its placeholder', () => {
    expect(organiserFactsFrom({})).toEqual(PLACEHOLDER_ORGANISER);
    expect(organiserFactsFrom({ ...REAL_ENV, [ORGANISER_ENV.phone]: '  ', DEV: true }).phone).toBe(
      PLACEHOLDER_ORGANISER.phone,
    );
  });
});

describe('placeholderOrganiserFacts', () => {
  it('lists every development fact: nothing of them may ship', () => {
    expect(placeholderOrganiserFacts(PLACEHOLDER_ORGANISER)).toEqual([
      'legalName',
      'postalAddress',
      'phone',
      'supportEmail',
      'appointmentsEmail',
      'grievanceOfficer.name',
      'grievanceOfficer.email',
      'certificateRecognisedBy',
    ]);
  });

  it('lists nothing once every fact is real', () => {
    expect(placeholderOrganiserFacts(REAL)).toEqual([]);
  });

  it.each([
    ['an .example address', { supportEmail: 'help@apex.example' }, 'supportEmail'],
    ['an (example) mark', { legalName: 'Apex (Example) Ltd' }, 'legalName'],
    ['an all-zero phone number', { phone: '+91 00000 00000' }, 'phone'],
    ['an empty address', { postalAddress: [] }, 'postalAddress'],
    [
      'a grievance officer left as it was',
      { grievanceOfficer: { ...REAL.grievanceOfficer, email: 'grievance@apexdigital.example' } },
      'grievanceOfficer.email',
    ],
  ] as const)('names a fact that still carries %s', (_what, change, fact) => {
    expect(placeholderOrganiserFacts({ ...REAL, ...change })).toEqual([fact]);
  });
});
