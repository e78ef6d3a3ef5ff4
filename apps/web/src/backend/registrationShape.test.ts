import { createMemoryBackend } from '@apex/auth-memory';
import type { NoticeLanguage, RegistrationDetails as PortDetails } from '@apex/auth-port';
import {
  type RegistrationDetails as CoreDetails,
  type Locale,
  toRegistrationDetails,
} from '@apex/core';
import { describe, expect, expectTypeOf, it } from 'vitest';

/**
 * The port depends on nothing, so it writes out the registration's shape that core's rules define;
 * the form (issue 13) will send core's details through the port, so the two must stay one shape.
 */
describe('a registration, in core and on the port', () => {
  it('has the same keys and languages, and core’s details are the port’s', () => {
    expectTypeOf<Locale>().toEqualTypeOf<NoticeLanguage>();
    expectTypeOf<keyof CoreDetails>().toEqualTypeOf<keyof PortDetails>();
    expectTypeOf<CoreDetails>().toExtend<PortDetails>();
  });

  it('is saved as core normalises it from the form', async () => {
    const backend = createMemoryBackend({
      logMail: false,
      now: () => Date.parse('2024-09-15T12:00:00+05:30'),
    });
    const user = await backend.auth.createAccount('meera@example.com', 'Secret#123');
    const mail = backend.controls.verificationOutbox.at(-1);
    await backend.controls.verifyEmail(mail?.code ?? '');
    const details = toRegistrationDetails({
      candidateName: ' Asha  Rao ',
      grade: '7',
      schoolName: 'Kendriya Vidyalaya No. 1',
      schoolCity: 'Pune',
      schoolState: 'Maharashtra',
      guardianName: 'Meera Rao',
      guardianEmail: 'meera@example.com',
      guardianMobile: '098765 43210',
      consent: true,
    });
    if (details === null) throw new Error('the form values are valid');

    const saved = await backend.registrations.save(user.uid, '2024', details);

    expect(saved).toMatchObject({ candidateName: 'Asha Rao', guardianMobile: '+919876543210' });
  });
});
