import { HttpResponse, http, type JsonBodyType } from 'msw';
import { openWindows, type RulesWindow } from '../rules/registrationWindows.ts';
import { claimsFromAuthorization, type TokenClaims } from './idToken.ts';
import { isAllowedRegistrationWrite, isValidProfileFor } from './ownership.ts';

/**
 * Firestore's REST API, as much of it as `firebase/firestore/lite` uses for one document per user:
 * `documents:commit` and `documents:batchGet` (the lists are the server's: every write there is
 * denied). Every request is judged the way firestore.rules judges it, from the caller's ID
 * token.
 */

type FirestoreValue = { readonly [kind: string]: unknown };
type Fields = Readonly<Record<string, FirestoreValue>>;

interface StoredDocument {
  readonly fields: Fields;
  readonly createTime: string;
  readonly updateTime: string;
}

interface Write {
  readonly update?: { readonly name: string; readonly fields?: Fields };
  readonly delete?: string;
  readonly updateMask?: { readonly fieldPaths: readonly string[] };
  readonly currentDocument?: { readonly exists?: boolean };
  readonly updateTransforms?: readonly {
    readonly fieldPath?: string;
    readonly setToServerValue?: string;
  }[];
}

class RpcError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: string,
    message: string,
  ) {
    super(message);
  }
}

const denied = () => new RpcError(403, 'PERMISSION_DENIED', 'Missing or insufficient permissions.');

function errorResponse(error: RpcError) {
  return HttpResponse.json(
    { error: { code: error.httpStatus, message: error.message, status: error.status } },
    { status: error.httpStatus },
  );
}

/**
 * A registration as the rules see it: text, whole numbers and booleans as themselves (so `is
 * string`, `is int` and `== true` hold only for those), any other kind left as its wire object.
 */
function toRegistrationRuleData(fields: Fields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value.stringValue === 'string') data[key] = value.stringValue;
    else if (typeof value.integerValue === 'string') data[key] = Number(value.integerValue);
    else if (typeof value.booleanValue === 'boolean') data[key] = value.booleanValue;
    else data[key] = value;
  }
  return data;
}

/** The rules see typed values; only `stringValue` becomes a string, so `is string` checks hold. */
function toRuleData(fields: Fields): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    data[key] = typeof value.stringValue === 'string' ? value.stringValue : value;
  }
  return data;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export interface FirestoreStandIn {
  readonly handlers: ReturnType<typeof http.post>[];
  /** Documents by path, e.g. `users/abc`, as plain values for assertions. */
  documents(): ReadonlyMap<string, Record<string, unknown>>;
  /** The registration windows the stand-in's rules apply (firestore.rules' generated block). */
  setRegistrationWindows(windows: readonly RulesWindow[]): void;
  reset(): void;
}

/**
 * `initialWindows` are the registration windows the stand-in's rules apply: by default every
 * edition takes registrations now (the end-to-end suite pretends a day inside the window, which
 * the browser's clock cannot show the server); pass `rulesWindowsOf()` to judge the real ones.
 */
export function createFirestoreStandIn(
  projectId: string,
  initialWindows: readonly RulesWindow[] = openWindows(Date.now()),
): FirestoreStandIn {
  const store = new Map<string, StoredDocument>();
  let registrationWindows = initialWindows;
  const prefix = `projects/${projectId}/databases/(default)/documents/`;
  const endpoint = (rpc: string) =>
    new RegExp(
      `^https://firestore\\.googleapis\\.com/v1/projects/${projectId}/databases/\\(default\\)/documents:${rpc}(\\?|$)`,
    );

  /**
   * `match /users/{uid}` and `match /editions/{editionId}/registrations/{uid}`: the owner's uid (and
   * the edition, for a registration); any other path is denied.
   */
  function ownerOf(name: string): { path: string; uid: string; editionId?: string } {
    if (!name.startsWith(prefix)) throw new RpcError(400, 'INVALID_ARGUMENT', `Bad name ${name}`);
    const path = name.slice(prefix.length);
    const registration = /^editions\/([^/]+)\/registrations\/([^/]+)$/.exec(path);
    if (registration?.[1] !== undefined && registration[2] !== undefined) {
      return { path, uid: registration[2], editionId: registration[1] };
    }
    const match = /^users\/([^/]+)$/.exec(path);
    const uid = match?.[1];
    if (uid === undefined) throw denied();
    return { path, uid };
  }

  /**
   * A registration is written whole (the adapter's `setDoc`), with `consentedAt` set by the server;
   * `isAllowedRegistrationWrite` judges it as the rules' `allow create, update` does.
   */
  function stageRegistration(
    write: Write & { update: NonNullable<Write['update']> },
    target: { path: string; uid: string; editionId: string },
    caller: TokenClaims | null,
    staged: Map<string, StoredDocument | null>,
    now: string,
  ): void {
    const existing = staged.has(target.path)
      ? (staged.get(target.path) ?? undefined)
      : store.get(target.path);
    const stamped = (write.updateTransforms ?? []).some(
      (transform) =>
        transform.fieldPath === 'consentedAt' && transform.setToServerValue === 'REQUEST_TIME',
    );
    const fields: Record<string, FirestoreValue> = { ...(write.update.fields ?? {}) };
    if (stamped) fields.consentedAt = { timestampValue: now };
    const allowed = isAllowedRegistrationWrite({
      ownerUid: target.uid,
      editionId: target.editionId,
      caller,
      data: toRegistrationRuleData(fields),
      before: existing === undefined ? null : toRegistrationRuleData(existing.fields),
      consentedAtIsRequestTime: stamped,
      windows: registrationWindows,
      now: Date.parse(now),
    });
    if (!allowed) throw denied();
    staged.set(target.path, { fields, createTime: existing?.createTime ?? now, updateTime: now });
  }

  function commit(writes: readonly Write[], caller: TokenClaims | null) {
    const callerUid = caller?.uid;
    const now = new Date().toISOString();
    const staged = new Map<string, StoredDocument | null>();
    for (const write of writes) {
      if (write.delete !== undefined) {
        // `allow delete: if isOwner(uid)`
        const { path, uid } = ownerOf(write.delete);
        if (uid !== callerUid) throw denied();
        staged.set(path, null);
        continue;
      }
      if (write.update === undefined) throw denied(); // transforms: the site makes none
      const { path, uid, editionId } = ownerOf(write.update.name);
      if (editionId !== undefined) {
        stageRegistration(
          { ...write, update: write.update },
          { path, uid, editionId },
          caller,
          staged,
          now,
        );
        continue;
      }
      if (uid !== callerUid) throw denied();
      const existing = staged.has(path) ? (staged.get(path) ?? undefined) : store.get(path);
      const precondition = write.currentDocument?.exists;
      if (precondition === true && existing === undefined) {
        throw new RpcError(404, 'NOT_FOUND', `No document to update: ${write.update.name}`);
      }
      if (precondition === false && existing !== undefined) {
        throw new RpcError(409, 'ALREADY_EXISTS', `Document already exists: ${write.update.name}`);
      }
      const incoming = write.update.fields ?? {};
      let fields: Record<string, FirestoreValue>;
      if (write.updateMask === undefined) {
        fields = { ...incoming };
      } else {
        fields = { ...(existing?.fields ?? {}) };
        for (const fieldPath of write.updateMask.fieldPaths) {
          const value = incoming[fieldPath];
          if (value === undefined) delete fields[fieldPath];
          else fields[fieldPath] = value;
        }
      }
      // The rules' `data.email == request.auth.token.email` (issue 30).
      const data = toRuleData(fields);
      if (!isValidProfileFor(uid, data) || data.email !== caller?.email) throw denied();
      staged.set(path, { fields, createTime: existing?.createTime ?? now, updateTime: now });
    }
    for (const [path, document] of staged) {
      if (document === null) store.delete(path);
      else store.set(path, document);
    }
    return { writeResults: writes.map(() => ({ updateTime: now })), commitTime: now };
  }

  function batchGet(names: readonly string[], callerUid: string | undefined) {
    const readTime = new Date().toISOString();
    return names.map((name) => {
      const { path, uid } = ownerOf(name);
      if (uid !== callerUid) throw denied();
      const found = store.get(path);
      return found === undefined
        ? { missing: name, readTime }
        : { found: { name, ...found }, readTime };
    });
  }

  async function handle(
    request: Request,
    run: (body: Record<string, unknown>, caller: TokenClaims | null) => JsonBodyType,
  ) {
    const caller = claimsFromAuthorization(request.headers.get('authorization'), projectId);
    const body: unknown = await request.json();
    if (!isRecord(body)) return errorResponse(new RpcError(400, 'INVALID_ARGUMENT', 'Bad body'));
    try {
      return HttpResponse.json(run(body, caller));
    } catch (error) {
      if (error instanceof RpcError) return errorResponse(error);
      throw error;
    }
  }

  const handlers = [
    http.post(endpoint('commit'), ({ request }) =>
      handle(request, (body, caller) =>
        commit(Array.isArray(body.writes) ? body.writes : [], caller),
      ),
    ),
    http.post(endpoint('batchGet'), ({ request }) =>
      handle(request, (body, caller) =>
        batchGet(
          Array.isArray(body.documents)
            ? body.documents.filter((d): d is string => typeof d === 'string')
            : [],
          caller?.uid,
        ),
      ),
    ),
  ];

  return {
    handlers,
    documents: () =>
      new Map([...store].map(([path, document]) => [path, toRuleData(document.fields)])),
    setRegistrationWindows(windows) {
      registrationWindows = windows;
    },
    reset: () => store.clear(),
  };
}
