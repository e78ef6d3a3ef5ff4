import { DEVELOPMENT_CREDENTIAL_KEY } from '@apex/auth-memory';
import { publicJwk } from '@apex/core/credential';
import { vi } from 'vitest';

/** The key set a memory build publishes: the development key's public half. */
export const DEVELOPMENT_KEY_SET = { keys: [publicJwk(DEVELOPMENT_CREDENTIAL_KEY)] };

/** `fetch` answers the key set's address with `keySet` (the site's /.well-known/jwks.json). */
export function serveKeySet(keySet: unknown = DEVELOPMENT_KEY_SET) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(keySet), { status: 200 }));
}

function base64UrlToText(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function textToBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The VC-JWT with one character of its signed credential changed (`from` -> `to`, same length). */
export function withOneCharacterChanged(jwt: string, from: string, to: string): string {
  const [header = '', payload = '', signature = ''] = jwt.split('.');
  const text = base64UrlToText(payload);
  if (!text.includes(from)) throw new Error(`"${from}" is not in the credential`);
  return [header, textToBase64Url(text.replace(from, to)), signature].join('.');
}
