import { BackendError } from '@apex/auth-port';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStatusList } from './results.ts';

/**
 * The certificate page's read of a credential's status list (issue 38): only a list's path, asked
 * of this site (Hosting's rewrite to the function), or in development of the Functions emulator.
 */
describe('fetching a status list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("asks this site for the list's path, whatever origin the credential names, and never from the cache", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('list.jwt', { status: 200 }));

    expect(await fetchStatusList('https://elsewhere.example/credentials/status/3', 5_000)).toBe(
      'list.jwt',
    );
    expect(fetch).toHaveBeenCalledWith('/credentials/status/3', { cache: 'no-cache' });
  });

  it('asks the Functions emulator in development, where no Hosting rewrites the path', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('list.jwt', { status: 200 }));
    const emulator = 'http://127.0.0.1:5319/demo-apex/asia-south1/credentialStatusList';

    await fetchStatusList('http://localhost:5173/credentials/status/1', 5_000, emulator);

    expect(fetch).toHaveBeenCalledWith(`${emulator}/credentials/status/1`, { cache: 'no-cache' });
  });

  it('refuses any other address as not found, without a request; a 404 is not found too', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('no such status list', { status: 404 }));

    await expect(
      fetchStatusList('https://apex.example/.well-known/jwks.json', 5_000),
    ).rejects.toMatchObject({
      code: 'certificate/not-found',
    });
    expect(fetch).not.toHaveBeenCalled();
    const missing = fetchStatusList('https://apex.example/credentials/status/9', 5_000);
    await expect(missing).rejects.toBeInstanceOf(BackendError);
    await expect(missing).rejects.toMatchObject({ code: 'certificate/not-found' });
  });
});
