import { renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated.ts';

function Probe() {
  return <span>{useHydrated() ? 'running' : 'html'}</span>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML', () => {
    expect(renderToString(<Probe />)).toContain('html');
  });

  it('is true once the app runs in the browser', () => {
    const { result } = renderHook(() => useHydrated());
    expect(result.current).toBe(true);
  });
});
