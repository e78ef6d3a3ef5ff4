import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

interface FocusIndicator {
  tag: string;
  name: string;
  outline: string;
  boxShadow: string;
  visible: boolean;
}

async function describeFocus(page: Page): Promise<FocusIndicator | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      outline:
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : '',
      boxShadow: style.boxShadow === 'none' ? '' : style.boxShadow,
      visible:
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth,
    };
  });
}

/**
 * The focused element is on screen and draws a focus indicator (an outline or a ring drawn with
 * box-shadow), as WCAG 2.4.7 asks for keyboard users.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  // Focus below the fold scrolls into view smoothly (global.css), so it arrives a moment later.
  await expect
    .poll(
      async () => {
        const focus = await describeFocus(page);
        return focus === null || focus.visible ? 'on screen' : `<${focus.tag}> "${focus.name}"`;
      },
      { message: 'the focused element scrolls on screen' },
    )
    .toBe('on screen');
  const focus = await describeFocus(page);
  expect(focus, 'something has keyboard focus').not.toBeNull();
  if (focus === null) return;
  expect(focus.visible, `focused <${focus.tag}> "${focus.name}" is on screen`).toBe(true);
  expect(
    focus.outline || focus.boxShadow,
    `focused <${focus.tag}> "${focus.name}" shows a focus indicator`,
  ).not.toBe('');
}

/**
 * Unless `target` already has focus, presses Tab until it has (at most `limit` times), checking
 * the focus indicator on every stop on the way: the keyboard-only user sees each one.
 */
export async function tabTo(page: Page, target: Locator, limit = 40, key = 'Tab'): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) return expectVisibleFocus(page);
  // A person tabs on once the page has stopped moving. A Tab during a smooth scroll (a focus the
  // page just moved, global.css) lands on an element the scroll is passing: on screen at that
  // moment, so the browser does not scroll to it, and the scroll then carries it off screen.
  await scrollSettled(page);
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (await focused()) return;
  }
  throw new Error(`${target} was not reached within ${limit} presses of ${key}`);
}

/** Resolves once the page has not scrolled for three frames in a row. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((settled) => {
        let last = window.scrollY;
        let still = 0;
        const frame = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) settled();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}
