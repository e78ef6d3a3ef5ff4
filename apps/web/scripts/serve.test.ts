import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, pickEncoding, readSiteHeaders, withCspHashes } from './serve.mjs';

const files: Record<string, string> = {
  'index.html': '<p>home</p>',
  'apex/index.html': '<p>apex</p>',
  'app-shell.html': '<p>shell</p>',
  '404.html': '<p>not found</p>',
  'hi/index.html': '<p>hi home</p>',
  'hi/app-shell.html': '<p>hi shell</p>',
  'hi/404.html': '<p>hi not found</p>',
  'assets/index-abc123.js': 'console.log("app");'.repeat(50),
  'robots.txt': 'User-agent: *',
  'manifest.webmanifest': '{}',
  'icon.svg': '<svg/>',
  '.well-known/jwks.json': '{"keys":[]}',
  '.hosting.json': JSON.stringify({
    languages: [
      {
        prefix: '',
        appShell: 'app-shell.html',
        shellPaths: ['/register', '/edit-profile', '/certificate/:id'],
        notFound: '404.html',
      },
      {
        prefix: '/hi',
        appShell: 'hi/app-shell.html',
        shellPaths: ['/hi/register', '/hi/edit-profile', '/hi/certificate/:id'],
        notFound: 'hi/404.html',
      },
    ],
  }),
};

let root: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), content);
  }
  server = await createStaticServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

interface Reply {
  status: number;
  headers: Headers;
  body: Buffer;
  text(): string;
}

/** node:http, not fetch: the test must see the bytes on the wire, before any decompression. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { headers, method }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks);
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === 'string') replyHeaders.set(name, value);
        }
        resolve({
          status: incoming.statusCode ?? 0,
          headers: replyHeaders,
          body,
          text: () => body.toString(),
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the static server', () => {
  it("sends firebase.json's site-wide headers with every response, the CSP among them", async () => {
    const site = await readSiteHeaders();
    expect(site['Content-Security-Policy']).toMatch(/script-src 'self'/);
    for (const path of ['/apex', '/nowhere', '/assets/index-abc123.js']) {
      const response = await get(path);
      for (const [name, value] of Object.entries(site)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it('serves a prerendered page for its clean URL', async () => {
    const response = await get('/apex');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.text()).toBe('<p>apex</p>');
    expect((await get('/')).text()).toBe('<p>home</p>');
  });

  it('redirects a trailing slash to the clean URL, keeping the query', async () => {
    const response = await get('/apex/?a=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/apex?a=1');
  });

  it('serves the app shell for the account pages, with or without a query', async () => {
    for (const path of ['/register', '/register?mode=signup', '/edit-profile']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.text()).toBe('<p>shell</p>');
    }
  });

  it("serves the app shell for a route's parameter (a certificate's id), and only one segment of it", async () => {
    const certificate = await get('/certificate/qHeExQMax0MCVGISs-z2jA');
    expect(certificate.status).toBe(200);
    expect(certificate.text()).toBe('<p>shell</p>');
    for (const path of ['/certificate', '/certificate/a/b']) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('answers unknown paths, dot files and escapes from the root with the 404 page', async () => {
    for (const path of ['/nope', '/apex/nope', '/.hosting.json', '/%2e%2e/package.json']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.text()).toBe('<p>not found</p>');
    }
  });

  it("serves the app shell for a route with a parameter (/certificate/:id), as the hosting's rewrite does", async () => {
    const response = await get('/certificate/q0W8bq3Ywq0i2m6oE7nYQA');
    expect(response.status).toBe(200);
    expect(response.text()).toBe('<p>shell</p>');
    expect((await get('/certificate/a/b')).status).toBe(404);
  });

  it("keeps the certificate pages out of search engines, as firebase.json's X-Robots-Tag does (issue 38)", async () => {
    for (const path of [
      '/certificate/q0W8bq3Ywq0i2m6oE7nYQA',
      '/hi/certificate/q0W8bq3Ywq0i2m6oE7nYQA',
    ]) {
      expect((await get(path)).headers.get('x-robots-tag'), path).toBe('noindex');
    }
    for (const path of ['/', '/apex', '/register']) {
      expect((await get(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });

  it('serves the public keys of /.well-known/ (the credential keys), as the hosting does', async () => {
    const response = await get('/.well-known/jwks.json');
    expect(response.status).toBe(200);
    expect(response.text()).toBe('{"keys":[]}');
  });

  it("serves each language's pages, app shell and not-found page under its prefix", async () => {
    expect((await get('/hi')).text()).toBe('<p>hi home</p>');
    expect((await get('/hi/edit-profile')).text()).toBe('<p>hi shell</p>');
    const missing = await get('/hi/nowhere');
    expect(missing.text()).toBe('<p>hi not found</p>');
    expect(missing.status).toBe(200);
    const english = await get('/history');
    expect(english.text()).toBe('<p>not found</p>');
    expect(english.status).toBe(404);
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(Number(response.headers.get('content-length'))).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(files['assets/index-abc123.js']?.length ?? 0);
  });

  it('gives each kind of file its content type', async () => {
    expect((await get('/robots.txt')).headers.get('content-type')).toBe(
      'text/plain; charset=utf-8',
    );
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json; charset=utf-8',
    );
    expect((await get('/icon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/', {}, 'POST');
    expect(response.status).toBe(405);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

describe('compression round trip', () => {
  it('decompresses to the file on disk', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const body = brotliDecompressSync(response.body).toString();
    expect(body).toBe(files['assets/index-abc123.js']);
  });
});

describe('withCspHashes', () => {
  it("puts the build's inline-script hashes in script-src, in place of the listed ones", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-old=' https://apis.google.com; object-src 'none'";
    expect(withCspHashes(policy, { 'script-src': ["'sha256-a='", "'sha256-b='"] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a=' 'sha256-b=' https://apis.google.com; object-src 'none'",
    );
  });

  it("allows exactly the build's inline styles: their hashes in style-src, 'unsafe-inline' gone", () => {
    const policy = "style-src 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'";
    expect(withCspHashes(policy, { 'style-src': ["'sha256-s='"] })).toBe(
      "style-src 'self' 'sha256-s='; style-src-attr 'unsafe-inline'",
    );
  });
});
