import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { auth, closeAdmin, createAccount, idTokenOf, PROJECT_ID } from './testing/emulators.ts';

/** `pnpm --filter @apex/functions organiser grant|revoke <email>` on the Auth emulator. */
afterAll(() => closeAdmin());

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));

function organiser(...args: string[]) {
  return run('node', ['organiser.mjs', ...args], {
    cwd: packageDir,
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
  });
}

/** The claims in an ID token, as firestore.rules see them as `request.auth.token`. */
function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('the organiser command', () => {
  it('grants the role as a custom claim that the next ID token carries, keeping other claims', async () => {
    const { uid, email, password } = await createAccount('organiser', { verified: true });
    await auth.setCustomUserClaims(uid, { tester: true });

    const { stdout } = await organiser('grant', email);

    expect(stdout).toContain(`${email} (${uid}) is now an organiser`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ tester: true, organiser: true });
    expect(claimsOf(await idTokenOf(email, password))).toMatchObject({ organiser: true });
  });

  it('revokes it: the next ID token has no organiser claim', async () => {
    const { uid, email, password } = await createAccount('former', { verified: true });
    await organiser('grant', email);

    await organiser('revoke', email);

    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
    expect(claimsOf(await idTokenOf(email, password)).organiser).toBeUndefined();
  });

  it('fails for an address with no account, and explains its usage when misused', async () => {
    await expect(organiser('grant', 'nobody@example.com')).rejects.toMatchObject({ code: 1 });
    await expect(organiser('promote', 'nobody@example.com')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'usage: pnpm --filter @apex/functions organiser grant|revoke',
      ),
    });
  });
});
