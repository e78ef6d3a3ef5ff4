import {
  createFirestoreStandIn,
  createStorageStandIn,
  type FirestoreStandIn,
  type StorageStandIn,
} from '@apex/auth-firebase/testing';
import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';

/**
 * Answers a browser context's Firebase traffic at the network layer, so the production Firebase
 * build runs unchanged (no emulator settings, production Content-Security-Policy):
 *   - Auth (identitytoolkit, securetoken): forwarded to the real Auth emulator, which serves the
 *     same REST API under `/<hostname>/…`, exactly where `connectAuthEmulator` would send it;
 *   - Firestore and Storage: answered by the msw stand-ins of @apex/auth-firebase/testing, which
 *     judge each call from its ID token the way firestore.rules and storage.rules do (the Java
 *     emulators cannot run here);
 *   - anything else that leaves the site is refused and listed in `unexpected`.
 */

const AUTH_HOSTS = new Set(['identitytoolkit.googleapis.com', 'securetoken.googleapis.com']);
const MODELLED_HOSTS = new Set(['firestore.googleapis.com', 'firebasestorage.googleapis.com']);

export interface FirebaseNetwork {
  readonly firestore: FirestoreStandIn;
  readonly storage: StorageStandIn;
  /** Requests that left the site for anywhere but the hosts above, or that no handler answered. */
  readonly unexpected: readonly string[];
}

export interface FirebaseNetworkOptions {
  readonly siteOrigin: string;
  readonly authEmulatorOrigin: string;
  readonly projectId: string;
  readonly bucket: string;
}

/** The browser's request as a Fetch `Request`, which msw's handlers take. */
async function toFetchRequest(request: PlaywrightRequest): Promise<Request> {
  // HTTP/2 pseudo-headers (`:authority`…) are not header names a Fetch `Headers` accepts.
  const headers = Object.entries(await request.allHeaders()).filter(
    ([name]) => !name.startsWith(':'),
  );
  const method = request.method();
  const data = method === 'GET' || method === 'HEAD' ? null : request.postDataBuffer();
  const body = data === null ? null : new Uint8Array(data);
  return new Request(request.url(), { method, headers, body });
}

export async function answerFirebaseTraffic(
  context: BrowserContext,
  { siteOrigin, authEmulatorOrigin, projectId, bucket }: FirebaseNetworkOptions,
): Promise<FirebaseNetwork> {
  const firestore = createFirestoreStandIn(projectId);
  const storage = createStorageStandIn(projectId, bucket);
  const handlers: RequestHandler[] = [...firestore.handlers, ...storage.handlers];
  const unexpected: string[] = [];

  const refuse = async (route: Route, why: string) => {
    unexpected.push(`${route.request().method()} ${route.request().url()} (${why})`);
    await route.abort('blockedbyclient');
  };

  // Playwright tries the most recently registered route first: this catch-all goes first.
  await context.route(
    (url) => url.origin !== siteOrigin,
    (route) => refuse(route, 'not a Firebase host the site may call'),
  );
  await context.route(
    (url) => AUTH_HOSTS.has(url.hostname) && url.protocol === 'https:',
    async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({
        url: `${authEmulatorOrigin}/${url.hostname}${url.pathname}${url.search}`,
      });
      await route.fulfill({ response });
    },
  );
  await context.route(
    (url) => MODELLED_HOSTS.has(url.hostname) && url.protocol === 'https:',
    async (route) => {
      const response = await getResponse(handlers, await toFetchRequest(route.request()));
      if (response === undefined) {
        await refuse(route, 'the Firestore and Storage model has no handler for it');
        return;
      }
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );

  return { firestore, storage, unexpected };
}
