import { randomUUID } from 'node:crypto';
import { HttpResponse, http } from 'msw';
import { claimsFromAuthorization } from './idToken.ts';
import { isAllowedPictureUpload, profilePictureOwner } from './ownership.ts';

/**
 * Cloud Storage's Firebase REST API as `firebase/storage` uses it: the multipart upload
 * `POST /v0/b/<bucket>/o?name=…`, the metadata `GET` behind `getDownloadURL`, and the media
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

export interface StorageStandIn {
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
  if (typeof metadata !== 'object' || metadata === null) return null;
  return {
    metadata: metadata as Record<string, unknown>,
    bytes: new Uint8Array(body.subarray(bytesStart, bytesEnd)),
  };
}

export function createStorageStandIn(projectId: string, bucket: string): StorageStandIn {
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

  const handlers = [
    http.post(new RegExp(`^${HOST}/v0/b/${bucketPattern}/o(\\?|$)`), async ({ request }) => {
      const url = new URL(request.url);
      const path = url.searchParams.get('name');
      if (path === null) return storageError(400, 'Missing name.');
      if (request.headers.get('x-goog-upload-protocol') !== 'multipart') {
        return storageError(400, 'Only multipart uploads are supported by this stand-in.');
      }
      const upload = parseMultipartRelated(
        Buffer.from(await request.arrayBuffer()),
        request.headers.get('content-type') ?? '',
      );
      if (upload === null) return storageError(400, 'Malformed multipart body.');
      const contentType =
        typeof upload.metadata.contentType === 'string' ? upload.metadata.contentType : '';
      if (
        !isOwner(request, path) ||
        !isAllowedPictureUpload(contentType, upload.bytes.byteLength)
      ) {
        return denied();
      }
      const previous = store.get(path);
      const object: StoredObject = {
        bytes: upload.bytes,
        contentType,
        // An overwrite keeps the old token, so URLs already saved in a profile keep working.
        token: previous?.token ?? randomUUID(),
        generation: String(Date.now()),
        timeCreated: new Date().toISOString(),
      };
      store.set(path, object);
      return HttpResponse.json(metadataOf(path, object));
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
    reset: () => store.clear(),
  };
}
