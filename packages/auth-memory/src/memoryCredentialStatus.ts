import { type StatusPosition, statusListNumberOf } from '@apex/core';
import type { CredentialJwk } from '@apex/core/credential';
import { drawStatusPositions, isIssuedStatusList } from '@apex/server';
import { codeOnlyError } from './messages.ts';
import type { MemoryState } from './state.ts';

/**
 * Credentials' revocation bits in the memory "server" (issue 38), as the functions keep them in
 * Firestore (apps/functions' credentialStatus.ts), by the same decisions of @apex/server: the
 * counter, each list's set bits, and the list signed when it is asked for.
 */

/** One position for a credential about to be signed; the counter moves on. */
export function drawPosition(state: MemoryState): StatusPosition {
  const drawn = drawStatusPositions(state.credentialStatus.next, 1);
  state.credentialStatus = { ...state.credentialStatus, next: drawn.next };
  const [position] = drawn.positions;
  if (position === undefined) throw new Error('no status position drawn');
  return position;
}

/** Sets a credential's bit (again is harmless). */
export function revokeStatus(state: MemoryState, position: StatusPosition): void {
  const key = String(position.list);
  const revoked = state.credentialStatus.revoked[key] ?? [];
  if (revoked.includes(position.index)) return;
  state.credentialStatus = {
    ...state.credentialStatus,
    revoked: { ...state.credentialStatus.revoked, [key]: [...revoked, position.index] },
  };
}

/**
 * The list at `url`'s path, signed with `key`, as `/credentials/status/<n>` serves it on Firebase:
 * only lists the counter reached; any other address is `certificate/not-found`.
 */
export async function signedStatusListAt(
  state: MemoryState,
  url: string,
  server: { readonly siteOrigin: string; readonly credentialKey: CredentialJwk },
): Promise<string> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw codeOnlyError('certificate/not-found');
  }
  // The path only, as the Firebase adapter asks it of the site: a list signed for this origin.
  const list = statusListNumberOf(address.pathname);
  if (list === null || !isIssuedStatusList(list, state.credentialStatus.next)) {
    throw codeOnlyError('certificate/not-found');
  }
  // jose loads here, on the first check, as it does for the first publish.
  const { signedStatusList } = await import('@apex/core/credential');
  return signedStatusList(list, state.credentialStatus.revoked[String(list)] ?? [], {
    privateJwk: server.credentialKey,
    siteOrigin: server.siteOrigin,
  });
}
