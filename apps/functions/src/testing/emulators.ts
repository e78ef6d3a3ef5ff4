import { randomUUID } from 'node:crypto';
import { AGE_QUESTION_VERSION, CONSENT_NOTICE_VERSION } from '@apex/core';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { type DocumentData, FieldValue, getFirestore } from 'firebase-admin/firestore';
import { ACCOUNT_AGES, registrationPath } from '../paths.ts';

/**
 * Test support for the functions on the emulators: `firebase emulators:exec` sets the hosts, the
 * Admin SDK reads them, and the callables are called over HTTP as the client SDK calls them.
 */

export const PROJECT_ID = 'demo-apex';
export const REGION = 'asia-south1';
/** apps/functions/.env.demo-apex: where the links in mails point in the emulators. */
export const SITE_ORIGIN = 'http://127.0.0.1:5019';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`${name} is not set: run \`pnpm --filter @apex/functions test:emulators\`.`);
  }
  return value;
}

const app =
  getApps().find((candidate) => candidate.name === 'functions-tests') ??
  initializeApp({ projectId: PROJECT_ID }, 'functions-tests');
export const db = getFirestore(app);
export const auth = getAuth(app);

export async function closeAdmin(): Promise<void> {
  await deleteApp(app);
}

let origin: Promise<string> | undefined;

/** The Functions emulator's address, from the hub that emulators:exec started (asked once). */
export function functionsOrigin(): Promise<string> {
  origin ??= (async () => {
    const hub = requireEnv('FIREBASE_EMULATOR_HUB');
    const response = await fetch(`http://${hub}/emulators`);
    const body = (await response.json()) as { functions?: { host: string; port: number } };
    if (body.functions === undefined) throw new Error('the Functions emulator is not running');
    return `http://${body.functions.host}:${body.functions.port}`;
  })();
  return origin;
}

/** What a callable answered: its result, or its error as the callable protocol sends it. */
export type CallableAnswer =
  | { readonly result: unknown; readonly error?: undefined }
  | {
      readonly result?: undefined;
      readonly error: { status: string; message: string; details?: { code?: string } };
    };

/** Calls a callable over HTTP (the protocol `httpsCallable` speaks), as a signed-in user if given. */
export async function call(name: string, data: unknown, idToken?: string): Promise<CallableAnswer> {
  const response = await fetch(`${await functionsOrigin()}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` }),
    },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as CallableAnswer;
}

/** The port's error code a callable refused with, or null when it answered. */
export async function refusal(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<string | null> {
  const answer = await call(name, data, idToken);
  return answer.error?.details?.code ?? (answer.error === undefined ? null : answer.error.status);
}

/**
 * A fresh account; its address is unique to the test. It declared itself 18 or older at sign-up
 * (`accountAges/{uid}`, as the site writes it; issue 38), as the parents these tests play do,
 * unless `adult` is false: then it never answered.
 */
export async function createAccount(
  label: string,
  options: { readonly verified: boolean; readonly adult?: boolean },
): Promise<{ uid: string; email: string; password: string }> {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Parent@1234';
  const user = await auth.createUser({ email, password, emailVerified: options.verified });
  if (options.adult !== false) {
    await db.doc(`${ACCOUNT_AGES}/${user.uid}`).create({
      adult: true,
      language: 'en',
      wordingVersion: AGE_QUESTION_VERSION,
      declaredAt: FieldValue.serverTimestamp(),
    });
  }
  return { uid: user.uid, email, password };
}

/** An ID token for the account, from the Auth emulator (as signing in on the site gives one). */
export async function idTokenOf(email: string, password: string): Promise<string> {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (body.idToken === undefined) throw new Error(`could not sign in ${email}`);
  return body.idToken;
}

/** A new verified account with the organiser claim, and an ID token that carries it. */
export async function organiserIdToken(label: string): Promise<string> {
  const organiser = await createAccount(label, { verified: true });
  await auth.setCustomUserClaims(organiser.uid, { organiser: true });
  return idTokenOf(organiser.email, organiser.password);
}

/** An ID token for an account by its uid, through a custom token (no password needed). */
export async function idTokenForUid(uid: string): Promise<string> {
  const host = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (body.idToken === undefined) throw new Error(`could not sign in ${uid}`);
  return body.idToken;
}

/** A registration's client fields, as the form sends them (core's RegistrationDetails). */
export function details(guardianEmail: string, noticeLanguage: 'en' | 'hi' = 'en') {
  return {
    candidateName: 'Asha Rao',
    grade: 7,
    schoolName: 'Kendriya Vidyalaya No. 1',
    schoolCity: 'Pune',
    schoolState: 'Maharashtra',
    guardianName: 'Meera Rao',
    guardianEmail,
    consent: true,
    noticeVersion: CONSENT_NOTICE_VERSION,
    noticeLanguage,
  };
}

/** Saves a registration as the client's write leaves it (the rules are tested elsewhere). */
export async function saveRegistration(
  editionId: string,
  uid: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await db.doc(registrationPath(editionId, uid)).set({
    ...fields,
    consentedAt: FieldValue.serverTimestamp(),
  });
}

export async function readDocument(path: string): Promise<DocumentData | undefined> {
  return (await db.doc(path).get()).data();
}

/** Polls until `probe` returns something other than undefined (the trigger runs after the write). */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SentMail {
  readonly to: string;
  readonly kind: string;
  readonly language: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The guardian link in the text, if any. */
  readonly link: string | null;
  readonly token: string | null;
}

/** Every mail in the outbox to an address (oldest first is not guaranteed: ids are random). */
export async function mailsTo(address: string): Promise<SentMail[]> {
  const snapshot = await db.collection('mail').where('to', '==', address).get();
  return snapshot.docs.map((document) => {
    const data = document.data();
    const text = String(data.message?.text ?? '');
    const link = /https?:\/\/\S+\/guardian\?token=[A-Za-z0-9_-]+/.exec(text)?.[0] ?? null;
    return {
      to: String(data.to),
      kind: String(data.kind),
      language: String(data.language),
      subject: String(data.message?.subject ?? ''),
      text,
      html: String(data.message?.html ?? ''),
      link,
      token: link === null ? null : new URL(link).searchParams.get('token'),
    };
  });
}

/** Waits for the `count`th mail to an address, and returns them all. */
export function mailsWhen(address: string, count: number): Promise<SentMail[]> {
  return eventually(async () => {
    const mails = await mailsTo(address);
    return mails.length >= count ? mails : undefined;
  }, `${count} mail(s) to ${address}`);
}

/** The consent log's entries for a registration. */
export async function logOf(editionId: string, uid: string): Promise<DocumentData[]> {
  const snapshot = await db
    .collection('consentLog')
    .where('editionId', '==', editionId)
    .where('uid', '==', uid)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** Waits until the registration's log has an entry of `kind`. */
export function logEntry(editionId: string, uid: string, kind: string): Promise<DocumentData> {
  return eventually(
    async () => (await logOf(editionId, uid)).find((entry) => entry.kind === kind),
    `a ${kind} log entry`,
  );
}

/** A list mail as the functions queued it: its kind, language, links and headers. */
export interface ListMail {
  readonly kind: string;
  readonly language: string;
  readonly text: string;
  readonly headers: Record<string, string>;
  readonly confirmToken: string | null;
  readonly unsubscribeToken: string | null;
}

function tokenIn(text: string, page: string): string | null {
  const link = new RegExp(`https?://\\S+/${page}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  return link === undefined ? null : new URL(link).searchParams.get('token');
}

/** Every list mail to an address. */
export async function listMailsTo(address: string): Promise<ListMail[]> {
  const snapshot = await db.collection('mail').where('to', '==', address).get();
  return snapshot.docs
    .map((document) => document.data())
    .filter((data) => data.kind === 'subscription-confirm')
    .map((data) => {
      const text = String(data.message?.text ?? '');
      return {
        kind: String(data.kind),
        language: String(data.language),
        text,
        headers: (data.message?.headers ?? {}) as Record<string, string>,
        confirmToken: tokenIn(text, 'subscribe/confirm'),
        unsubscribeToken: tokenIn(text, 'unsubscribe'),
      };
    });
}

/** Deletes every document of a collection (the tests' own clean-up between cases). */
export async function clearCollection(name: string): Promise<void> {
  const snapshot = await db.collection(name).get();
  await Promise.all(snapshot.docs.map((document) => document.ref.delete()));
}

/** Writes `users/{uid}` as the signed-in client does, through the rules; resolves to the status. */
export async function clientWritesProfile(
  uid: string,
  email: string,
  idToken: string,
  username: string,
): Promise<number> {
  const host = requireEnv('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${uid}`,
    {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        fields: { username: { stringValue: username }, email: { stringValue: email } },
      }),
    },
  );
  await response.body?.cancel();
  return response.status;
}
