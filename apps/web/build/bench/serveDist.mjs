import { createStaticServer } from '../serve.mjs';

/** Serves a build directory on a free port; returns its origin and a close function. */
export async function serveDist(root) {
  const server = await createStaticServer({ root });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
