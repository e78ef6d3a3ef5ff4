import type { ConsentMail } from '@apex/auth-port/conformance';

/**
 * What the functions (apps/functions) leave in the Firestore emulator, read and back-dated past
 * the rules through the emulator's REST API as its owner: the mail outbox, the guardian links and
 * the resend counts. Only for the emulator suite, where the functions really run.
 */

type Value = {
  readonly stringValue?: string;
  readonly timestampValue?: string;
  readonly integerValue?: string;
  readonly mapValue?: { readonly fields?: Record<string, Value> };
  readonly arrayValue?: { readonly values?: readonly Value[] };
};
interface RestDocument {
  readonly name: string;
  readonly fields?: Record<string, Value>;
  readonly createTime?: string;
}

const OWNER = { Authorization: 'Bearer owner' };

export function serverState(firestoreHost: string, projectId: string) {
  const documents = `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;

  async function list(collection: string): Promise<RestDocument[]> {
    const response = await fetch(`${documents}/${collection}?pageSize=1000`, { headers: OWNER });
    if (!response.ok) throw new Error(`GET ${collection}: ${response.status}`);
    return ((await response.json()) as { documents?: RestDocument[] }).documents ?? [];
  }

  async function patch(document: RestDocument, fields: Record<string, Value>): Promise<void> {
    const mask = Object.keys(fields)
      .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
      .join('&');
    const response = await fetch(`http://${firestoreHost}/v1/${document.name}?${mask}`, {
      method: 'PATCH',
      headers: { ...OWNER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    if (!response.ok) throw new Error(`PATCH ${document.name}: ${response.status}`);
  }

  /** Every mail queued to `to` (compared without regard to case), oldest first. */
  async function mailsTo(to: string): Promise<RestDocument[]> {
    return (await list('mail'))
      .filter((mail) => mail.fields?.to?.stringValue?.toLowerCase() === to.toLowerCase())
      .sort((a, b) => (a.createTime ?? '').localeCompare(b.createTime ?? ''));
  }

  return {
    /** How many mails of `kind` are queued to `to`. */
    async mailCount(to: string, kind: ConsentMail['kind']): Promise<number> {
      return (await mailsTo(to)).filter((mail) => mail.fields?.kind?.stringValue === kind).length;
    },

    /** The newest mail queued to `to` (compared without regard to case). */
    async latestMail(to: string): Promise<ConsentMail | undefined> {
      const newest = (await mailsTo(to)).at(-1)?.fields;
      if (newest === undefined) return undefined;
      const message = newest.message?.mapValue?.fields ?? {};
      const text = message.text?.stringValue ?? '';
      const kind = newest.kind?.stringValue;
      if (kind === 'subscription-confirm') {
        const link = /https?:\/\/\S+\/subscribe\/confirm\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
        const headers = Object.fromEntries(
          Object.entries(message.headers?.mapValue?.fields ?? {}).map(([name, value]) => [
            name,
            value.stringValue ?? '',
          ]),
        );
        // The port's unsubscribeLink is the https one of `List-Unsubscribe` (the one-click).
        const unsubscribeLink = /<(https?:[^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
        return {
          kind,
          subject: message.subject?.stringValue ?? '',
          text,
          language: newest.language?.stringValue ?? '',
          headers,
          ...(link === undefined ? {} : { link }),
          ...(unsubscribeLink === undefined ? {} : { unsubscribeLink }),
        };
      }
      const link =
        kind === 'result' || kind === 'result-corrected'
          ? /https?:\/\/\S+\/certificate\/[A-Za-z0-9_-]+/.exec(text)?.[0]
          : /https?:\/\/\S+\/(guardian|parent)\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
      const manageLink = /https?:\/\/\S+\/guardian\/manage\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
      return {
        kind:
          kind === 'consent-notice' ||
          kind === 'result' ||
          kind === 'result-corrected' ||
          kind === 'parent-confirm' ||
          kind === 'consent-withdrawn'
            ? kind
            : 'guardian-confirm',
        subject: message.subject?.stringValue ?? '',
        text,
        language: newest.language?.stringValue ?? '',
        ...(link === undefined ? {} : { link }),
        ...(manageLink === undefined ? {} : { manageLink }),
      };
    },

    /**
     * The server's clock `ms` later, as the functions would see it: every link's expiry and every
     * day's count (resends, guardian mails) moved `ms` earlier (the functions' own clock cannot be moved).
     */
    async advanceClock(ms: number): Promise<void> {
      for (const token of [
        ...(await list('guardianTokens')),
        ...(await list('subscriptionTokens')),
        ...(await list('parentTokens')),
      ]) {
        const expiresAt = token.fields?.expiresAt?.timestampValue;
        if (expiresAt === undefined) continue;
        const earlier = new Date(Date.parse(expiresAt) - ms).toISOString();
        await patch(token, { expiresAt: { timestampValue: earlier } });
      }
      // The day's counts: each registration's resends, each account's and address's guardian
      // mails (issue 38).
      for (const resends of [
        ...(await list('guardianResends')),
        ...(await list('guardianMailCounts')),
      ]) {
        const day = resends.fields?.day?.stringValue;
        if (day === undefined) continue;
        // Noon in India on that day, moved back, read as an Indian day again.
        const instant = Date.parse(`${day}T12:00:00+05:30`) - ms;
        const earlier = new Date(instant + 330 * 60_000).toISOString().slice(0, 10);
        await patch(resends, { day: { stringValue: earlier } });
      }
      // The attempts' times (issue 40): started, deadline and closed, moved back.
      for (const attempt of await list('editions/2024/attempts')) {
        const moved: Record<string, Value> = {};
        for (const field of ['startedAt', 'deadline', 'closedAt']) {
          const at = attempt.fields?.[field]?.timestampValue;
          if (at !== undefined) {
            moved[field] = { timestampValue: new Date(Date.parse(at) - ms).toISOString() };
          }
        }
        if (Object.keys(moved).length > 0) await patch(attempt, moved);
      }
      // The confirmation mails an address was sent, each `{ topic, at }` (ms), moved back too.
      for (const subscriber of await list('subscribers')) {
        const sent = subscriber.fields?.confirmationMails?.arrayValue?.values;
        if (sent === undefined) continue;
        const earlier = sent.map((entry) => {
          const fields = entry.mapValue?.fields ?? {};
          const at = Number(fields.at?.integerValue ?? '0') - ms;
          return { mapValue: { fields: { ...fields, at: { integerValue: String(at) } } } };
        });
        await patch(subscriber, { confirmationMails: { arrayValue: { values: earlier } } });
      }
    },

    /** The consent log's entries for a registration, oldest first, as kind and method. */
    async consentLogOf(
      editionId: string,
      uid: string,
    ): Promise<{ readonly kind: string; readonly method?: string }[]> {
      return (await list('consentLog'))
        .filter(
          (entry) =>
            entry.fields?.editionId?.stringValue === editionId &&
            entry.fields?.uid?.stringValue === uid,
        )
        .sort((a, b) =>
          (a.fields?.at?.timestampValue ?? '').localeCompare(b.fields?.at?.timestampValue ?? ''),
        )
        .map((entry) => {
          const kind = entry.fields?.kind?.stringValue ?? '';
          const method = entry.fields?.method?.stringValue;
          return method === undefined ? { kind } : { kind, method };
        });
    },

    /** Resolves once the `accountDeleted` function has finished with the uid. */
    async accountCleanedUp(uid: string): Promise<void> {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const response = await fetch(`${documents}/deletedAccounts/${uid}`, { headers: OWNER });
        let seen = `HTTP ${response.status}`;
        if (response.ok) {
          const marker = (await response.json()) as RestDocument;
          if (marker.fields?.cleanedAt !== undefined) return;
          seen = `a marker without cleanedAt: ${JSON.stringify(marker.fields)}`;
        } else {
          // Read to the end: cancelling a body msw's interceptor passed through never settles.
          await response.text();
        }
        if (Date.now() > deadline) {
          throw new Error(`the server never cleaned up after ${uid} (last read: ${seen})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
