import { COURSES, GALLERY_SCROLL_INTERVAL_MS } from '@apex/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeSections, routes } from '../../routes/paths.ts';
import { renderApp } from '../../testing/renderApp.tsx';

/** jsdom has no layout: give the scroller a width and record where it is sent. */
function measureScroller(clientWidth: number, scrollWidth: number) {
  const scroller = screen.getByRole('list', { name: 'Products' });
  let position = 0;
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(scroller, 'scrollLeft', {
    configurable: true,
    get: () => position,
    set: (value: number) => {
      position = value;
    },
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    position = options.left ?? position;
  });
  scroller.scrollTo = scrollTo as typeof scroller.scrollTo;
  return { scroller, scrollTo, position: () => position };
}

const tick = () => act(() => vi.advanceTimersByTime(GALLERY_SCROLL_INTERVAL_MS));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('the products gallery', () => {
  beforeEach(() => {
    // Only the gallery's clock is faked; user-event keeps its own real (zero) delays.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('links each product picture to its course page', () => {
    renderApp();
    const gallery = within(screen.getByRole('list', { name: 'Products' }));
    for (const course of COURSES) {
      expect(gallery.getByRole('link', { name: course.title })).toHaveAttribute(
        'href',
        routes[course.level].getHref(),
      );
    }
    expect(document.getElementById(homeSections.products)).toContainElement(
      gallery.getAllByRole('img')[0] ?? null,
    );
  });

  it('scrolls by one visible width every interval and wraps to the start', () => {
    renderApp();
    const { scrollTo, position } = measureScroller(300, 900);

    act(() => vi.advanceTimersByTime(GALLERY_SCROLL_INTERVAL_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toBe(300);
    tick();
    expect(position()).toBe(600);
    tick();
    expect(position()).toBe(0);
    tick();
    expect(position()).toBe(300);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' });
  });

  it('stops while paused with its button, and resumes on play', async () => {
    const { user } = renderApp();
    const { scrollTo, position } = measureScroller(300, 900);

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    tick();
    tick();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick();
    expect(position()).toBe(300);
  });

  it('holds still while the pointer is over it', async () => {
    const { user } = renderApp();
    const { scroller, scrollTo, position } = measureScroller(300, 900);

    await user.hover(scroller);
    tick();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.unhover(scroller);
    tick();
    expect(position()).toBe(300);
  });

  it('holds still while focus is inside it', () => {
    renderApp();
    const { scroller, scrollTo, position } = measureScroller(300, 900);
    const [first] = within(scroller).getAllByRole('link');

    act(() => first?.focus());
    tick();
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => first?.blur());
    tick();
    expect(position()).toBe(300);
  });

  it('does not move under prefers-reduced-motion until the visitor presses play', async () => {
    stubReducedMotion(true);
    const { user } = renderApp();
    const { scrollTo, position } = measureScroller(300, 900);

    tick();
    tick();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick();
    expect(position()).toBe(300);
  });
});
