import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedHistoryIndex } from './seedHistoryIndex.ts';

describe('seedHistoryIndex', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/apex');
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it("numbers the page's history entry 0, keeping what the entry already holds", () => {
    window.history.replaceState({ note: 'kept' }, '');
    seedHistoryIndex(window.history);
    expect(window.history.state).toEqual({ note: 'kept', idx: 0 });
  });

  it('leaves an entry that already has a number alone', () => {
    window.history.replaceState({ idx: 3 }, '');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    seedHistoryIndex(window.history);
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('spares <BrowserRouter> its own replaceState on first render (the point of seeding)', () => {
    const unseeded = vi.spyOn(window.history, 'replaceState');
    const first = render(<BrowserRouter>page</BrowserRouter>);
    expect(unseeded).toHaveBeenCalledTimes(1);
    first.unmount();
    unseeded.mockRestore();

    window.history.replaceState(null, '');
    seedHistoryIndex(window.history);
    const seeded = vi.spyOn(window.history, 'replaceState');
    render(<BrowserRouter>page</BrowserRouter>);
    expect(seeded).not.toHaveBeenCalled();
  });
});
