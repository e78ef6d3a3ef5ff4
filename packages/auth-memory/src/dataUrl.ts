/** Bytes per `String.fromCharCode` call: small enough for any engine's argument limit. */
const CHUNK = 0x8000;

/**
 * A `data:` URL holding the file itself, so it survives a reload from localStorage and `fetch`,
 * `<img>` and the browser all read it without a server.
 */
export async function toDataUrl(file: Blob, contentType: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return `data:${contentType};base64,${btoa(binary)}`;
}
