import { VISIBILITY_THRESHOLD } from '@apex/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeSections, routes } from '../../routes/paths.ts';
import { renderApp } from '../../testing/renderApp.tsx';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  /** Reports that `ratio` of every observed element is visible. */
  show(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          intersectionRatio: ratio,
          isIntersecting: ratio > 0,
        }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function aboutFigure() {
  const about = document.getElementById(homeSections.about);
  if (about === null) throw new Error('no about section');
  const figure = about.querySelector('figure');
  if (figure === null) throw new Error('no figure');
  return figure;
}

function observerOf(element: Element) {
  const observer = FakeIntersectionObserver.instances.find((candidate) =>
    candidate.targets.includes(element),
  );
  if (observer === undefined) throw new Error('element is not observed');
  return observer;
}

describe('the About animation', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a link to the exam page', () => {
    renderApp();
    const link = within(aboutFigure()).getByRole('link', { name: /Apex exam/ });
    expect(link).toHaveAttribute('href', routes.apex.getHref());
  });

  it('watches its visibility at the threshold from core', () => {
    renderApp();
    expect(observerOf(aboutFigure()).options.threshold).toBe(VISIBILITY_THRESHOLD);
  });

  it('plays when at least half visible and pauses otherwise', () => {
    renderApp();
    const figure = aboutFigure();
    const observer = observerOf(figure);
    expect(figure).toHaveAttribute('data-playing', 'false');

    observer.show(VISIBILITY_THRESHOLD);
    expect(figure).toHaveAttribute('data-playing', 'true');

    observer.show(VISIBILITY_THRESHOLD - 0.1);
    expect(figure).toHaveAttribute('data-playing', 'false');

    observer.show(1);
    expect(figure).toHaveAttribute('data-playing', 'true');

    observer.show(0);
    expect(figure).toHaveAttribute('data-playing', 'false');
  });

  it('can be paused by the visitor even while visible', async () => {
    const { user } = renderApp();
    const figure = aboutFigure();
    observerOf(figure).show(1);
    await user.click(within(figure).getByRole('button', { name: 'Pause animation' }));
    expect(figure).toHaveAttribute('data-playing', 'false');
    await user.click(within(figure).getByRole('button', { name: 'Play animation' }));
    expect(figure).toHaveAttribute('data-playing', 'true');
  });

  it('stays still under prefers-reduced-motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderApp();
    const figure = aboutFigure();
    observerOf(figure).show(1);
    expect(figure).toHaveAttribute('data-playing', 'false');
    expect(screen.getByRole('button', { name: 'Play animation' })).toBeInTheDocument();
  });
});
