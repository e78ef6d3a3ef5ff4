import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SentMailKind } from '@apex/auth-port/conformance';

interface SentMail {
  readonly kind: SentMailKind | undefined;
  readonly email: string | undefined;
  /** The request's `X-Firebase-Locale`, Firebase's `auth.languageCode`; null without one. */
  readonly language: string | null;
}

const KINDS: Readonly<Record<string, SentMailKind>> = {
  PASSWORD_RESET: 'passwordReset',
  VERIFY_EMAIL: 'verification',
};

const SEND_OOB_CODE = '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode';

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function jsonField(bytes: Buffer, field: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Object.entries(body).find(([key]) => key === field)?.[1];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The Auth emulator keeps no language with the codes it "mails" (its `oobCodes` have none), and
 * the SDK's requests cannot be watched in-process (in Node it keeps its own `fetch`, which msw
 * does not patch). So the backends under test talk to the emulator through this proxy, which
 * passes every request on unchanged and notes, for each `accounts:sendOobCode`, the language the
 * service was asked to write in: the `X-Firebase-Locale` header, Firebase's `auth.languageCode`.
 * The address comes from the emulator's answer, since a verification request names the account
 * only by its token.
 */
export function mailLanguageProxy(authHost: string) {
  const [hostname = '127.0.0.1', port = '9099'] = authHost.split(':');
  const sent: SentMail[] = [];
  let server: Server | undefined;
  let host: string | undefined;

  async function relay(
    incoming: IncomingMessage,
    reply: (status: number, headers: NodeJS.Dict<string | string[]>, body: Buffer) => void,
  ) {
    const body = await readAll(incoming);
    const answer = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = forward(
        {
          hostname,
          port: Number(port),
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const answerBody = await readAll(answer);
    if (incoming.method === 'POST' && incoming.url?.startsWith(SEND_OOB_CODE)) {
      const requestType = jsonField(body, 'requestType');
      const language = incoming.headers['x-firebase-locale'];
      sent.push({
        kind: requestType === undefined ? undefined : KINDS[requestType],
        email: jsonField(answerBody, 'email'),
        language: typeof language === 'string' ? language : null,
      });
    }
    reply(answer.statusCode ?? 502, answer.headers, answerBody);
  }

  return {
    /** `host:port` of the proxy once started; the emulator's own before. */
    get host(): string {
      return host ?? authHost;
    },
    async start(): Promise<void> {
      const proxy = createServer((incoming, outgoing) => {
        relay(incoming, (status, headers, body) => {
          outgoing.writeHead(status, headers);
          outgoing.end(body);
        }).catch(() => {
          outgoing.writeHead(502);
          outgoing.end();
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      server = proxy;
      host = `127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    },
    async stop(): Promise<void> {
      const proxy = server;
      server = undefined;
      host = undefined;
      if (proxy !== undefined) await new Promise((resolve) => proxy.close(resolve));
    },
    /** The language of the newest mail of `kind` to `email`; undefined when none was sent. */
    async languageOf(kind: SentMailKind, email: string): Promise<string | null | undefined> {
      const address = email.toLowerCase();
      return sent.findLast((mail) => mail.kind === kind && mail.email?.toLowerCase() === address)
        ?.language;
    },
    reset() {
      sent.length = 0;
    },
  };
}
