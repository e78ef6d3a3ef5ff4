/** Bytes per `String.fromCharCode` call: small enough for any engine's argument limit. */
const CHUNK = 0x8000;

/** jsdom's Blob has no `arrayBuffer()`, and the UI tests upload jsdom Blobs: read those this way. */
function readWithFileReader(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(result);
      else reject(new TypeError('FileReader did not return bytes'));
    };
    reader.onerror = () => reject(reader.error ?? new TypeError('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });
}

function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return readWithFileReader(file);
}

/**
 * A `data:` URL holding the file itself, so it survives a reload from localStorage and `fetch`,
 * `<img>` and the browser all read it without a server.
 */
export async function toDataUrl(file: Blob, contentType: string): Promise<string> {
  const bytes = new Uint8Array(await readBytes(file));
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return `data:${contentType};base64,${btoa(binary)}`;
}
