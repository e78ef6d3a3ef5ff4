import { expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { routes } from './routes/routes.tsx';

// A page whose module fails while the build prerenders it.
vi.mock('./pages/AboutPage.tsx', () => ({
  get default(): never {
    throw new Error('AboutPage could not be evaluated');
  },
}));

it('refuses to prerender a page that failed, rather than writing its error screen as the page', async () => {
  await expect(renderPage(routes.about.path)).rejects.toThrow(
    `${routes.about.path}: the page could not be rendered`,
  );
});
