import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage.tsx';

describe('NotFoundPage head', () => {
  it('asks search engines once not to index it, and names no canonical URL', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    const robots = document.head.querySelectorAll('meta[name="robots"]');
    expect(Array.from(robots, (meta) => meta.getAttribute('content'))).toEqual(['noindex']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
