import { BackendError, type SubscriptionTopic } from '@apex/auth-port';
import { isSubscriptionTopic, normalizeSubscriberEmail } from '@apex/core';
import { toBackendError } from './errors.ts';
import type { HostAndPort } from './options.ts';

export const SUBSCRIPTIONS_COLLECTION = 'subscriptions';

/**
 * The document id of an address on a list: SHA-256 of `topic:email` in hex. The same address on the
 * same list always lands on the same document, so a repeat needs no read (which the rules forbid);
 * the rules recompute it, so nobody can file one address under many ids.
 */
export async function subscriptionId(email: string, topic: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${topic}:${email}`),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Where Firestore's REST API answers for the project: production, or an emulator. */
export interface FirestoreEndpoint {
  readonly projectId: string;
  readonly apiKey?: string | undefined;
  readonly emulator?: HostAndPort | undefined;
}

function commitUrl({ projectId, apiKey, emulator }: FirestoreEndpoint): string {
  const origin =
    emulator === undefined
      ? 'https://firestore.googleapis.com'
      : `http://${emulator.host.includes(':') ? `[${emulator.host}]` : emulator.host}:${emulator.port}`;
  const url = `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents:commit`;
  return apiKey === undefined || apiKey === '' ? url : `${url}?key=${encodeURIComponent(apiKey)}`;
}

/** Firestore's status names that mean "try again later" to a visitor. */
const UNAVAILABLE = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED', 'RESOURCE_EXHAUSTED', 'ABORTED']);

/** Firestore's answer to a refused commit: its status name and its own sentence, when it sent them. */
interface Refusal {
  readonly status: string;
  readonly message: string;
}

async function refusalOf(response: Response): Promise<Refusal> {
  const body: unknown = await response.json().catch(() => null);
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (typeof first === 'object' && first !== null && 'error' in first) {
    const { error } = first;
    if (typeof error === 'object' && error !== null) {
      const status = 'status' in error && typeof error.status === 'string' ? error.status : '';
      const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
      return { status, message };
    }
  }
  return { status: '', message: '' };
}

/** The port's code for a refusal; the message stays Firestore's own (the UI words codes from core). */
function errorFor({ status, message }: Refusal, httpStatus: number): BackendError {
  const raw = message === '' ? `HTTP ${httpStatus}` : message;
  if (status === 'PERMISSION_DENIED')
    return new BackendError('subscription/permission-denied', raw);
  if (UNAVAILABLE.has(status) || httpStatus >= 500) {
    return new BackendError('subscription/unavailable', raw);
  }
  const code =
    status === '' ? 'unknown' : `subscription/${status.toLowerCase().replace(/_/g, '-')}`;
  return new BackendError(code, raw);
}

/**
 * Subscriptions go straight to Firestore's REST `commit`, not through `firebase/firestore/lite`:
 * only the REST API lets a client say "create, and only if the document does not exist yet"
 * (`currentDocument.exists: false`). The rules allow nothing but that create, so a repeat is
 * answered ALREADY_EXISTS, told apart from a refusal (PERMISSION_DENIED) without reading the list
 * (docs/decisions.md, FB). No sign-in is needed or sent; it also spares the Firestore SDK's chunk.
 */
/** TODO(l-server): the single opt-in write, until the callables of issue 30 replace it. */
export interface DirectSubscriptionService {
  subscribe(email: string, topic: SubscriptionTopic): Promise<void>;
}

export function createSubscriptionService(endpoint: FirestoreEndpoint): DirectSubscriptionService {
  const url = commitUrl(endpoint);
  const documents = `projects/${endpoint.projectId}/databases/(default)/documents`;

  return {
    async subscribe(email, topic) {
      const normalized = normalizeSubscriberEmail(email);
      if (normalized === null)
        throw new BackendError('subscription/invalid-email', 'Not an address a list accepts.');
      if (!isSubscriptionTopic(topic))
        throw new BackendError('subscription/invalid-topic', `No list called ${topic}.`);
      const id = await subscriptionId(normalized, topic);
      const write = {
        update: {
          name: `${documents}/${SUBSCRIPTIONS_COLLECTION}/${id}`,
          fields: { email: { stringValue: normalized }, topic: { stringValue: topic } },
        },
        updateTransforms: [{ fieldPath: 'subscribedAt', setToServerValue: 'REQUEST_TIME' }],
        currentDocument: { exists: false },
      };
      let response: Response;
      try {
        // text/plain keeps this a "simple" request, with no CORS preflight, as the Firestore SDK does.
        response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ writes: [write] }),
        });
      } catch (error) {
        // fetch rejects (a TypeError) only when no answer came: offline, DNS, CORS.
        throw toBackendError(error, 'subscription');
      }
      if (response.ok) return;
      const refusal = await refusalOf(response);
      if (refusal.status === 'ALREADY_EXISTS') return;
      throw errorFor(refusal, response.status);
    },
  };
}
