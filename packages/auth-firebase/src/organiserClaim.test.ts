import { describe, expect, it } from 'vitest';
import { requireOrganiserClaim } from './organiserClaim.ts';
import { userWithClaims } from './testing/signedInUser.ts';

const userWith = (claims: Record<string, unknown> | Error) => async () => userWithClaims(claims);

describe('the organiser claim the console’s services check first', () => {
  it('lets an account with the organiser claim through', async () => {
    await expect(requireOrganiserClaim(userWith({ organiser: true }))).resolves.toBeUndefined();
  });

  it.each([{}, { organiser: 'true' }, { organiser: false }])(
    'refuses an account without it (%o) as organiser/permission-denied',
    async (claims) => {
      await expect(requireOrganiserClaim(userWith(claims))).rejects.toMatchObject({
        code: 'organiser/permission-denied',
      });
    },
  );

  it('answers a token it cannot read (the network down) as the organiser service unavailable', async () => {
    await expect(
      requireOrganiserClaim(userWith(new TypeError('Failed to fetch'))),
    ).rejects.toMatchObject({ code: 'organiser/unavailable' });
  });

  it('passes on the refusal of a signed-out visitor as it came', async () => {
    const signedOut = new Error('no one is signed in');
    await expect(
      requireOrganiserClaim(async () => {
        throw signedOut;
      }),
    ).rejects.toBe(signedOut);
  });
});
