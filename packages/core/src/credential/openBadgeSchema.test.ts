import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { signedTestCredential, TEST_FACTS } from '../testing/credentialFixture.ts';
import schema from './schema/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };
import { decodeCredentialPayload } from './vcJwt.ts';

/** 1EdTech's official schema (schema/SOURCE.md), draft 2019-09, with its formats checked. */
function validator() {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

describe('an issued credential, against the official Open Badges 3.0 AchievementCredential schema', () => {
  it.each(['participation', 'merit', 'prize'] as const)(
    'validates for %s, as the signed payload',
    async (achievement) => {
      const validate = validator();
      const { jwt } = await signedTestCredential({ ...TEST_FACTS, achievement });

      const payload = decodeCredentialPayload(jwt);

      expect(validate(payload), JSON.stringify(validate.errors)).toBe(true);
    },
  );

  it('rejects a credential the standard would not accept (the schema is really applied)', async () => {
    const validate = validator();
    const { credential } = await signedTestCredential();
    const { issuer: _issuer, ...withoutIssuer } = credential;

    expect(validate(withoutIssuer)).toBe(false);
    expect(
      validate({ ...credential, '@context': ['https://www.w3.org/2018/credentials/v1'] }),
    ).toBe(false);
  });
});
