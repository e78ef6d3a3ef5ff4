import type { AgeDeclaration, Locale } from '@apex/core';
import {
  type AccountAgeView,
  accountLogEntry,
  decideAgeDeclaration,
  guardianLinkRefusal,
  guardianTokenId,
  unconfirmedAccountsPastLink,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { type DocumentData, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { ACCOUNT_AGES, CONSENT_LOG, MAIL, PARENT_TOKENS } from './paths.ts';
import { newGuardianToken } from './tokens.ts';

/**
 * Who may consent (issue 38; docs/adr/0150-who-may-consent.md), around @apex/server's decisions:
 * the age an account declared (`accountAges/{uid}`, created by its owner as firestore.rules
 * allow), the parent's link of an under-18 account, and the deletion of one nobody confirmed.
 */

/** What the decisions read of `accountAges/{uid}`; null when the account never answered. */
export function readAccountAge(data: DocumentData | undefined): AccountAgeView | null {
  if (data === undefined || typeof data.adult !== 'boolean') return null;
  const confirmedAt: unknown = data.parentConfirmedAt;
  return {
    adult: data.adult,
    parentConfirmedAt: confirmedAt instanceof Timestamp ? confirmedAt : null,
  };
}

export async function accountAgeOf(db: Firestore, uid: string): Promise<AccountAgeView | null> {
  return readAccountAge((await db.doc(`${ACCOUNT_AGES}/${uid}`).get()).data());
}

function declarationOf(data: DocumentData): AgeDeclaration | null {
  if (data.adult === true) return { adult: true };
  if (data.adult === false && typeof data.parentEmail === 'string') {
    return { adult: false, parentEmail: data.parentEmail };
  }
  return null;
}

function languageOf(data: DocumentData): Locale {
  return data.language === 'hi' ? 'hi' : 'en';
}

/**
 * An account declared its age: log it (the event's id is the entry's, so a redelivery logs once),
 * and for an under-18 account store the parent's link (its hash) and queue its mail.
 */
export async function onAccountAgeCreated(
  context: ServerContext,
  event: {
    readonly eventId: string;
    readonly uid: string;
    readonly data: DocumentData | undefined;
  },
): Promise<void> {
  const { db } = context;
  const declaration = event.data === undefined ? null : declarationOf(event.data);
  if (declaration === null || event.data === undefined) return;
  const account = await context.account(event.uid);
  const decision = decideAgeDeclaration({
    uid: event.uid,
    declaration,
    accountEmail: account.email ?? '',
    language: languageOf(event.data),
    siteOrigin: context.siteOrigin(),
    now: context.now(),
    token: newGuardianToken(),
  });
  const batch = db.batch();
  batch.create(db.collection(CONSENT_LOG).doc(event.eventId), {
    ...decision.log,
    at: FieldValue.serverTimestamp(),
  });
  if (decision.request !== null) {
    const { tokenId, tokenRecord, mail } = decision.request;
    batch.set(db.collection(PARENT_TOKENS).doc(tokenId), {
      uid: tokenRecord.uid,
      expiresAt: Timestamp.fromDate(tokenRecord.expiresAt),
      usedAt: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.collection(MAIL).doc(), { ...mail });
  }
  await batch.commit().catch((error: unknown) => {
    // ALREADY_EXISTS: this event's entry is written, a redelivery is done.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 6)) {
      throw error;
    }
  });
}

/** The parent's page: which account, until when, in which language. */
export async function describeParentRequest(
  context: ServerContext,
  token: unknown,
): Promise<{ accountEmail: string; expiresAt: string; language: Locale }> {
  const link = await liveParentLink(context, token);
  const account = await context.account(link.uid);
  const age = (await context.db.doc(`${ACCOUNT_AGES}/${link.uid}`).get()).data();
  return {
    accountEmail: account.email ?? '',
    expiresAt: link.expiresAt.toISOString(),
    language: age === undefined ? 'en' : languageOf(age),
  };
}

/** The parent confirms: the declaration gets the server's time of it, the link is used, logged. */
export async function confirmParentRequest(context: ServerContext, token: unknown): Promise<void> {
  const { db } = context;
  const link = await liveParentLink(context, token);
  await db.runTransaction(async (transaction) => {
    const tokenRef = db.doc(`${PARENT_TOKENS}/${link.id}`);
    const stored = (await transaction.get(tokenRef)).data();
    const ageRef = db.doc(`${ACCOUNT_AGES}/${link.uid}`);
    const age = (await transaction.get(ageRef)).data();
    if (stored === undefined || age === undefined) throw new ServerRefusal('guardian/link-unknown');
    if (stored.usedAt !== null && stored.usedAt !== undefined) {
      throw new ServerRefusal('guardian/link-used');
    }
    transaction.update(tokenRef, { usedAt: FieldValue.serverTimestamp() });
    transaction.update(ageRef, { parentConfirmedAt: FieldValue.serverTimestamp() });
    transaction.create(db.collection(CONSENT_LOG).doc(), {
      ...accountLogEntry(link.uid, 'parent-confirmation', languageOf(age), 'parent-email'),
      at: FieldValue.serverTimestamp(),
    });
  });
}

async function liveParentLink(
  context: ServerContext,
  token: unknown,
): Promise<{ id: string; uid: string; expiresAt: Date }> {
  const id = guardianTokenId(token);
  if (id === null) throw new ServerRefusal('guardian/link-unknown');
  const data = (await context.db.doc(`${PARENT_TOKENS}/${id}`).get()).data();
  const uid: unknown = data?.uid;
  const expiresAt: unknown = data?.expiresAt;
  const stored =
    typeof uid === 'string' && expiresAt instanceof Timestamp
      ? { uid, expiresAt: expiresAt.toDate() }
      : null;
  const exists = stored !== null && (await context.account(stored.uid)).email !== null;
  const used = data?.usedAt !== null && data?.usedAt !== undefined;
  const refusal = guardianLinkRefusal(
    stored === null ? null : { expiresAt: stored.expiresAt, used },
    exists,
    context.now(),
  );
  if (refusal !== null || stored === null)
    throw new ServerRefusal(refusal ?? 'guardian/link-unknown');
  return { id, ...stored };
}

/**
 * The schedule's work: every under-18 account whose parent did not confirm before the link
 * expired goes (the Auth account; its `accountDeleted` clean-up removes the rest), logged.
 * Returns how many went.
 */
export async function deleteUnconfirmedAccounts(
  context: ServerContext & { deleteUser(uid: string): Promise<void> },
): Promise<number> {
  const { db } = context;
  const now = context.now();
  const expired = await db
    .collection(PARENT_TOKENS)
    .where('expiresAt', '<=', Timestamp.fromDate(now))
    .get();
  const links = await Promise.all(
    expired.docs.map(async (document) => {
      const uid = String(document.get('uid'));
      const age = await accountAgeOf(db, uid);
      return { uid, expiresAt: now, confirmed: age?.parentConfirmedAt != null, ref: document.ref };
    }),
  );
  const going = new Set(unconfirmedAccountsPastLink(links, now));
  for (const link of links) {
    if (going.has(link.uid)) {
      const age = (await db.doc(`${ACCOUNT_AGES}/${link.uid}`).get()).data();
      await context.deleteUser(link.uid);
      const batch = db.batch();
      batch.delete(db.doc(`${ACCOUNT_AGES}/${link.uid}`));
      batch.create(db.collection(CONSENT_LOG).doc(), {
        ...accountLogEntry(
          link.uid,
          'unconfirmed-account-deletion',
          age === undefined ? 'en' : languageOf(age),
        ),
        at: FieldValue.serverTimestamp(),
      });
      batch.delete(link.ref);
      await batch.commit();
    } else {
      // A confirmed account's spent link: nothing more to keep.
      await link.ref.delete();
    }
  }
  return going.size;
}
