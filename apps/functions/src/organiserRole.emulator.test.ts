import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  auth,
  closeAdmin,
  createAccount,
  db,
  idTokenOf,
  PROJECT_ID,
  refusal,
} from './testing/emulators.ts';

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

/** Lists a collection as the signed-in client does, through the rules; resolves to the status. */
async function clientLists(path: string, idToken: string): Promise<number> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const response = await fetch(
    `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}?pageSize=1`,
    { headers: { Authorization: `Bearer ${idToken}` } },
  );
  await response.body?.cancel();
  return response.status;
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

  it('refuses an account whose address is not verified, with a clear message', async () => {
    const { uid, email } = await createAccount('unverified', { verified: false });

    const failed = organiser('grant', email);

    await expect(failed).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        `refused: ${email} has not verified its address: the organiser role is granted only to a verified address`,
      ),
    });
    expect((await auth.getUser(uid)).customClaims ?? {}).toEqual({});
  });

  it('revokes at once: the old ID token, claim and all, is refused by the callables and the rules', async () => {
    const { email, password } = await createAccount('revoked', { verified: true });
    await organiser('grant', email, '--by', 'owner@example.com');
    const idToken = await idTokenOf(email, password);
    expect(claimsOf(idToken)).toMatchObject({ organiser: true });
    expect(await refusal('recordExport', { editionId: '2024', rows: 2 }, idToken)).toBeNull();
    expect(await clientLists('organiserAudit', idToken)).toBe(200);
    // The revocation is later than the token's sign-in (both in whole seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await organiser('revoke', email, '--by', 'owner@example.com');

    expect(claimsOf(idToken)).toMatchObject({ organiser: true });
    expect(await refusal('recordExport', { editionId: '2024', rows: 2 }, idToken)).toBe(
      'organiser/permission-denied',
    );
    expect(await refusal('publishResults', { editionId: '2024', rows: [] }, idToken)).toBe(
      'organiser/permission-denied',
    );
    expect(await clientLists('organiserAudit', idToken)).toBe(403);
    expect(await clientLists('editions/2024/registrations', idToken)).toBe(403);
    // Its refresh tokens are revoked too: the token counts as revoked to the Admin SDK.
    await expect(auth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('writes each grant, export and revoke to the audit log: who, what, whose, how many', async () => {
    const { email, password } = await createAccount('audited', { verified: true });
    await organiser('grant', email, '--by', 'owner@example.com');
    await refusal('recordExport', { editionId: '2024', rows: 7 }, await idTokenOf(email, password));
    await organiser('revoke', email, '--by', 'owner@example.com');

    const byActor = await db.collection('organiserAudit').where('actor', '==', email).get();
    const bySubject = await db.collection('organiserAudit').where('subject', '==', email).get();

    expect(byActor.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({ action: 'export', editionId: '2024', rows: 7, subject: null }),
    ]);
    expect(
      bySubject.docs
        .map((entry) => entry.data())
        .sort((a, b) => a.at.toMillis() - b.at.toMillis())
        .map(({ action, actor, rows }) => ({ action, actor, rows })),
    ).toEqual([
      { action: 'grant', actor: 'owner@example.com', rows: null },
      { action: 'revoke', actor: 'owner@example.com', rows: null },
    ]);
  });

  it('grants again after a revoke: the mark is gone and the new token is an organiser’s', async () => {
    const { uid, email, password } = await createAccount('regranted', { verified: true });
    await organiser('grant', email);
    await organiser('revoke', email);
    expect((await db.collection('organiserRevocations').doc(uid).get()).exists).toBe(true);

    await organiser('grant', email);

    expect((await db.collection('organiserRevocations').doc(uid).get()).exists).toBe(false);
    const idToken = await idTokenOf(email, password);
    expect(await clientLists('organiserAudit', idToken)).toBe(200);
  });

  it('fails for an address with no account, and explains its usage when misused', async () => {
    await expect(organiser('grant', 'nobody@example.com')).rejects.toMatchObject({ code: 1 });
    await expect(organiser('promote', 'nobody@example.com')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'usage: pnpm --filter @apex/functions organiser grant|revoke <email> [--by <who>]',
      ),
    });
  });
});
