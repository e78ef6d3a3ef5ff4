import { createStorageModel, type StorageModel } from '@apex/auth-firebase/testing';
import type { BrowserContext, Request as PlaywrightRequest, Route } from '@playwright/test';
import { getResponse, type RequestHandler } from 'msw';

/**
 * Answers a browser context's Firebase traffic at the network layer, so the production Firebase
 * build runs unchanged (no emulator settings, production Content-Security-Policy):
 *   - Auth (identitytoolkit, securetoken): forwarded to the real Auth emulator, which serves the
 *     same REST API under `/<hostname>/…`, exactly where `connectAuthEmulator` would send it;
 *   - Firestore and the callables: forwarded to the real Firestore emulator (firestore.rules on
 *     the real rules engine) and the Functions emulator (apps/functions);
 *   - Storage: answered by the storage model of @apex/auth-firebase/testing, which judges each
 *     call from its ID token the way storage.rules does (the Storage emulator's rules runtime does
 *     not run on this machine kind; docs/adr/0110);
 *   - anything else that leaves the site is refused and listed in `unexpected`.
 * A spec makes a fault (a hung call, a lost chunk) with its own `page.route(…)`, which Playwright
 * tries before these context routes.
 */

const AUTH_HOSTS = new Set(['identitytoolkit.googleapis.com', 'securetoken.googleapis.com']);
const STORAGE_HOST = 'firebasestorage.googleapis.com';
const FIRESTORE_HOST = 'firestore.googleapis.com';

export interface FirebaseNetwork {
  /** The storage model: the objects the page uploaded, as storage.rules let them through. */
  readonly storage: StorageModel;
  /** Requests that left the site for anywhere but the hosts above, or that no handler answered. */
  readonly unexpected: readonly string[];
}

export interface FirebaseNetworkOptions {
  readonly siteOrigin: string;
  readonly authEmulatorOrigin: string;
  readonly firestoreEmulatorOrigin: string;
  readonly functionsEmulatorOrigin: string;
  readonly functionsRegion: string;
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

/** A kept-alive connection the emulator had closed as the request went out: it never arrived. */
const STALE_CONNECTION = /ECONNRESET|socket hang up/;

/**
 * Answers `route` with what `target` answers. A call still in flight when its test ends (the page
 * moved on, the test finished) throws "Test ended" from `route.fetch`; that is no fault of the
 * test, so the request is dropped instead of failing the run as an error outside any test. A
 * request sent on a connection the emulator had just closed (ECONNRESET, seen on a loaded machine)
 * is sent once more, as a browser does.
 */
export async function forward(route: Route, target: string, retried = false): Promise<void> {
  let response: Awaited<ReturnType<Route['fetch']>>;
  try {
    response = await route.fetch({ url: target });
  } catch (error) {
    if (!retried && error instanceof Error && STALE_CONNECTION.test(error.message)) {
      return forward(route, target, true);
    }
    await route.abort().catch(() => {});
    return;
  }
  await route.fulfill({ response }).catch(() => {});
}

export async function answerFirebaseTraffic(
  context: BrowserContext,
  options: FirebaseNetworkOptions,
): Promise<FirebaseNetwork> {
  const { siteOrigin, authEmulatorOrigin, projectId, bucket } = options;
  const storage = createStorageModel(projectId, bucket);
  const handlers: RequestHandler[] = [...storage.handlers];
  const functionsHost = `${options.functionsRegion}-${projectId}.cloudfunctions.net`;
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
    (route) => {
      const url = new URL(route.request().url());
      return forward(route, `${authEmulatorOrigin}/${url.hostname}${url.pathname}${url.search}`);
    },
  );
  await context.route(
    (url) => url.hostname === FIRESTORE_HOST && url.protocol === 'https:',
    (route) => {
      const url = new URL(route.request().url());
      return forward(route, `${options.firestoreEmulatorOrigin}${url.pathname}${url.search}`);
    },
  );
  await context.route(
    (url) => url.hostname === functionsHost && url.protocol === 'https:',
    (route) => {
      const { pathname } = new URL(route.request().url());
      return forward(
        route,
        `${options.functionsEmulatorOrigin}/${projectId}/${options.functionsRegion}${pathname}`,
      );
    },
  );
  await context.route(
    (url) => url.hostname === STORAGE_HOST && url.protocol === 'https:',
    async (route) => {
      const response = await getResponse(handlers, await toFetchRequest(route.request()));
      if (response === undefined) {
        await refuse(route, 'the storage model has no handler for it');
        return;
      }
      await route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    },
  );

  return { storage, unexpected };
}
