// The build prerenders every language's pages, so it has every language's words.
import '@apex/core/all-catalogs';
import { renderToReadableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

/**
 * The framework's server entry, run only at build time (`ssr: false`) to prerender the pages and
 * the SPA fallback. It waits for the whole page (`allReady`), as static generation should.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  let statusCode = status;
  const body = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      statusCode = 500;
      console.error(error);
    },
  });
  await body.allReady;
  headers.set('Content-Type', 'text/html');
  return new Response(body, { headers, status: statusCode });
}
