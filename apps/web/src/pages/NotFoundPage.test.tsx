import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.tsx';

describe('the not-found route head', () => {
  it('asks search engines once not to index it, and names no canonical URL', async () => {
    const { findByRole } = renderApp({ route: '/no-such-page' });
    await findByRole('heading', { level: 1, name: 'Page not found' });
    const robots = document.head.querySelectorAll('meta[name="robots"]');
    expect(Array.from(robots, (meta) => meta.getAttribute('content'))).toEqual(['noindex']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
