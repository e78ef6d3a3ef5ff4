import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { usePageQuery } from './usePageQuery.ts';

function Mode() {
  return <p>mode: {usePageQuery().get('mode') ?? 'none'}</p>;
}

const app = (
  <MemoryRouter initialEntries={['/register?mode=signup']}>
    <Mode />
  </MemoryRouter>
);

describe('usePageQuery', () => {
  it('hydrates prerendered HTML (made without a query) without a mismatch, then shows the query', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container).toHaveTextContent('mode: none');
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError });
    });
    expect(container).toHaveTextContent('mode: signup');
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it('gives the query at once to a page rendered in the browser', () => {
    render(app);
    expect(screen.getByText('mode: signup')).toBeInTheDocument();
  });
});
