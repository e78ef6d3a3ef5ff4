import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixedClock, PHASE_DAYS } from '../testing/fixedClock.ts';
import { ExamClockProvider } from './ExamClockProvider.tsx';
import type { ExamClock } from './examClock.ts';
import { useExamStatus } from './useExamStatus.ts';

function Phase({ onRender }: { onRender: (phase: string) => void }) {
  const { phase, today } = useExamStatus();
  onRender(phase);
  return (
    <p>
      {phase} on {today}
    </p>
  );
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

/** Prerenders at the clock's build time, then hydrates in the visitor's browser. */
async function prerenderThenHydrate(clock: ExamClock) {
  const errors = vi.spyOn(console, 'error');
  const phases: string[] = [];
  const tree = (
    <ExamClockProvider clock={clock}>
      <Phase onRender={(phase) => phases.push(phase)} />
    </ExamClockProvider>
  );
  const root = document.createElement('div');
  container = root;
  root.innerHTML = renderToString(tree);
  document.body.append(root);
  const prerendered = root.textContent;
  phases.length = 0;
  await act(async () => {
    hydrateRoot(root, tree);
  });
  return { root, prerendered, phases, errors };
}

describe('useExamStatus', () => {
  it('prerenders with the build’s day, then shows the visitor’s phase without a hydration error', async () => {
    const { root, prerendered, phases, errors } = await prerenderThenHydrate(
      fixedClock(PHASE_DAYS.live, PHASE_DAYS['registration-open']),
    );
    expect(prerendered).toBe('registration-open on 2024-09-15');
    expect(root.textContent).toBe('live on 2024-10-06');
    expect(phases[0]).toBe('registration-open');
    expect(errors).not.toHaveBeenCalled();
  });

  it('renders only the build’s phase when the build is current: no flash of another badge', async () => {
    const { root, phases, errors } = await prerenderThenHydrate(
      fixedClock(PHASE_DAYS.closed, '2026-11-23T08:00:00+05:30'),
    );
    expect(root.textContent).toBe('closed on 2026-11-23');
    expect(new Set(phases)).toEqual(new Set(['closed']));
    expect(errors).not.toHaveBeenCalled();
  });

  it('checks the day again when the visitor comes back to the tab', async () => {
    let now: string = PHASE_DAYS.live;
    let notify = () => {};
    const clock: ExamClock = {
      buildTime: Date.parse(now),
      now: () => Date.parse(now),
      subscribe: (onChange) => {
        notify = onChange;
        return () => {};
      },
    };
    const { root } = await prerenderThenHydrate(clock);
    expect(root.textContent).toBe('live on 2024-10-06');
    now = PHASE_DAYS.closed;
    await act(async () => notify());
    expect(root.textContent).toBe('closed on 2026-11-23');
  });
});
