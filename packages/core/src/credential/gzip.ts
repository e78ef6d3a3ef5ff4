/**
 * GZIP by the platform's CompressionStream (Node 18+, every browser the site supports), typed
 * here: @apex/core's lib has no DOM or Node types. A status list's bits travel gzipped
 * (Bitstring Status List §2.2).
 */

interface ByteStream {
  readonly writable: {
    getWriter(): { write(chunk: Uint8Array): Promise<void>; close(): Promise<void> };
  };
  readonly readable: {
    getReader(): {
      read(): Promise<{ done: false; value: Uint8Array } | { done: true; value?: undefined }>;
    };
  };
}

interface StreamPlatform {
  readonly CompressionStream: new (format: 'gzip') => ByteStream;
  readonly DecompressionStream: new (format: 'gzip') => ByteStream;
}

function platform(): StreamPlatform {
  return globalThis as unknown as StreamPlatform;
}

async function through(stream: ByteStream, bytes: Uint8Array): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Written and read at once: a stream holds back a large input until its output is read.
  const written = writer.write(bytes).then(() => writer.close());
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
  }
  await written;
  const out = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function gzip(bytes: Uint8Array): Promise<Uint8Array> {
  return through(new (platform().CompressionStream)('gzip'), bytes);
}

/** Rejects when `bytes` is not GZIP. */
export function gunzip(bytes: Uint8Array): Promise<Uint8Array> {
  return through(new (platform().DecompressionStream)('gzip'), bytes);
}
