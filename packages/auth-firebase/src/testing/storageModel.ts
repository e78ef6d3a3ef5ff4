import { randomUUID } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { claimsFromAuthorization } from './idToken.ts';
import { isAllowedPictureUpload, profilePictureOwner } from './storageRulesModel.ts';

/**
 * The storage model: Cloud Storage's Firebase REST API as `firebase/storage` uses it, judged as
 * storage.rules judges it. It exists because the Storage emulator's rules runtime does not run on
 * this machine kind (docs/adr/0110); Firestore is never modelled. The API covered: the multipart upload
 * `POST /v0/b/<bucket>/o?name=…` (files up to 256 KiB) and the resumable one (`start`, then chunks
 * to the session URL until `finalize`), `DELETE` of an object, the metadata `GET` behind `getDownloadURL`, and the media
 * `GET ?alt=media` a download URL points at. Uploads and metadata reads are judged the way
 * storage.rules judges them; a media read with the object's download token needs no sign-in.
 */

interface StoredObject {
  readonly bytes: Uint8Array;
  readonly contentType: string;
  readonly token: string;
  readonly generation: string;
  readonly timeCreated: string;
}

export interface StorageModel {
  readonly handlers: ReturnType<typeof http.get>[];
  /** Stored objects by path, e.g. `profile_pictures/abc/me.png`. */
  objects(): ReadonlyMap<string, { readonly bytes: Uint8Array; readonly contentType: string }>;
  reset(): void;
}

const HOST = 'https://firebasestorage\\.googleapis\\.com';

function storageError(status: number, message: string) {
  return HttpResponse.json({ error: { code: status, message } }, { status });
}

const denied = () => storageError(403, 'Permission denied. Could not perform this operation');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ResumableSession {
  readonly path: string;
  readonly metadata: Record<string, unknown>;
  readonly chunks: Uint8Array[];
}

interface MultipartUpload {
  readonly metadata: Record<string, unknown>;
  readonly bytes: Uint8Array;
}

/** multipart/related: a JSON metadata part, then the file's bytes. */
export function parseMultipartRelated(body: Buffer, contentType: string): MultipartUpload | null {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (boundary === undefined) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  const first = body.indexOf(delimiter);
  const metadataStart = body.indexOf(headerEnd, first) + headerEnd.length;
  const metadataEnd = body.indexOf(Buffer.from(`\r\n--${boundary}`), metadataStart);
  const bytesStart = body.indexOf(headerEnd, metadataEnd + 2) + headerEnd.length;
  const bytesEnd = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`));
  if (first < 0 || metadataEnd < 0 || bytesStart < headerEnd.length || bytesEnd < bytesStart) {
    return null;
  }
  let metadata: unknown;
  try {
    metadata = JSON.parse(body.subarray(metadataStart, metadataEnd).toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(metadata)) return null;
  return {
    metadata,
    bytes: new Uint8Array(body.subarray(bytesStart, bytesEnd)),
  };
}

export function createStorageModel(
  projectId: string,
  bucket: string,
  /**
   * storage.rules' cross-service read (issue 38): whether the uid's account may keep a picture,
   * as its `accountAges` document in Firestore and the caller's sign-in provider say; every
   * account may when not given.
   */
  mayKeepMore: (uid: string, signInProvider: string) => Promise<boolean> = () =>
    Promise.resolve(true),
): StorageModel {
  const store = new Map<string, StoredObject>();
  const bucketPattern = bucket.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  function metadataOf(path: string, object: StoredObject) {
    return {
      name: path,
      bucket,
      generation: object.generation,
      metageneration: '1',
      contentType: object.contentType,
      timeCreated: object.timeCreated,
      updated: object.timeCreated,
      storageClass: 'STANDARD',
      size: String(object.bytes.byteLength),
      contentEncoding: 'identity',
      downloadTokens: object.token,
    };
  }

  const isOwner = (request: Request, path: string) => {
    const owner = profilePictureOwner(path);
    const caller = claimsFromAuthorization(request.headers.get('authorization'), projectId);
    return owner !== null && caller?.uid === owner;
  };

  /** storage.rules' write decision, then the object stored (or replaced) at `path`. */
  async function storeObject(
    request: Request,
    path: string,
    metadata: Record<string, unknown>,
    bytes: Uint8Array,
  ) {
    if (!isOwner(request, path) || !isAllowedPictureUpload(metadata, bytes.byteLength)) {
      return denied();
    }
    const caller = claimsFromAuthorization(request.headers.get('authorization'), projectId);
    const provider = caller?.signInProvider ?? '';
    if (!(await mayKeepMore(profilePictureOwner(path) ?? '', provider))) return denied();
    const previous = store.get(path);
    const object: StoredObject = {
      bytes,
      contentType: String(metadata.contentType),
      // An overwrite keeps the old token, so URLs already saved in a profile keep working.
      token: previous?.token ?? randomUUID(),
      generation: String(Date.now()),
      timeCreated: new Date().toISOString(),
    };
    store.set(path, object);
    return HttpResponse.json(metadataOf(path, object), {
      headers: { 'X-Goog-Upload-Status': 'final' },
    });
  }

  /** A resumable upload: `start` opens a session, then chunks arrive until `finalize`. */
  const sessions = new Map<string, ResumableSession>();
  const uploadEndpoint = new RegExp(`^${HOST}/v0/b/${bucketPattern}/o(\\?|$)`);

  async function startResumable(request: Request, path: string) {
    if (!isOwner(request, path)) return denied();
    const metadata: unknown = await request.json();
    if (!isRecord(metadata)) return storageError(400, 'Bad body.');
    const id = randomUUID();
    sessions.set(id, { path, metadata, chunks: [] });
    const url = `https://firebasestorage.googleapis.com/v0/b/${bucket}/o?name=${encodeURIComponent(path)}&upload_id=${id}`;
    return new HttpResponse(null, {
      headers: { 'X-Goog-Upload-Status': 'active', 'X-Goog-Upload-URL': url },
    });
  }

  async function continueResumable(request: Request, id: string) {
    const session = sessions.get(id);
    if (session === undefined) return storageError(404, 'No such upload.');
    const command = request.headers.get('x-goog-upload-command') ?? '';
    const received = () => session.chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
    if (command === 'query') {
      return new HttpResponse(null, {
        headers: {
          'X-Goog-Upload-Status': 'active',
          'X-Goog-Upload-Size-Received': `${received()}`,
        },
      });
    }
    if (command.includes('upload')) {
      session.chunks.push(new Uint8Array(await request.arrayBuffer()));
    }
    if (!command.includes('finalize')) {
      return new HttpResponse(null, { headers: { 'X-Goog-Upload-Status': 'active' } });
    }
    sessions.delete(id);
    const bytes = new Uint8Array(received());
    let offset = 0;
    for (const chunk of session.chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return storeObject(request, session.path, session.metadata, bytes);
  }

  const handlers = [
    http.post(uploadEndpoint, async ({ request }) => {
      const url = new URL(request.url);
      const path = url.searchParams.get('name');
      const uploadId = url.searchParams.get('upload_id');
      if (uploadId !== null) return continueResumable(request, uploadId);
      if (path === null) return storageError(400, 'Missing name.');
      const protocol = request.headers.get('x-goog-upload-protocol');
      if (protocol === 'resumable') return startResumable(request, path);
      if (protocol !== 'multipart')
        return storageError(400, `Unknown upload protocol ${protocol}.`);
      const upload = parseMultipartRelated(
        Buffer.from(await request.arrayBuffer()),
        request.headers.get('content-type') ?? '',
      );
      if (upload === null) return storageError(400, 'Malformed multipart body.');
      return storeObject(request, path, upload.metadata, upload.bytes);
    }),
    http.delete(new RegExp(`^${HOST}/v0/b/${bucketPattern}/o/([^?]+)`), ({ request }) => {
      const path = decodeURIComponent(
        /\/o\/([^?]+)/.exec(new URL(request.url).pathname)?.[1] ?? '',
      );
      // `allow delete: if isOwner()`
      if (!isOwner(request, path)) return denied();
      if (!store.delete(path)) return storageError(404, 'Not Found.');
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(new RegExp(`^${HOST}/v0/b/${bucketPattern}/o/([^?]+)`), ({ request }) => {
      const url = new URL(request.url);
      const encoded = /\/o\/([^?]+)/.exec(url.pathname)?.[1] ?? '';
      const path = decodeURIComponent(encoded);
      const object = store.get(path);
      const token = url.searchParams.get('token');
      const tokenMatches = object !== undefined && token !== null && token === object.token;
      if (!tokenMatches && !isOwner(request, path)) return denied();
      if (object === undefined) return storageError(404, 'Not Found.');
      if (url.searchParams.get('alt') === 'media') {
        return new HttpResponse(object.bytes, {
          headers: { 'Content-Type': object.contentType },
        });
      }
      return HttpResponse.json(metadataOf(path, object));
    }),
  ];

  return {
    handlers,
    objects: () => new Map(store),
    reset: () => {
      store.clear();
      sessions.clear();
    },
  };
}
