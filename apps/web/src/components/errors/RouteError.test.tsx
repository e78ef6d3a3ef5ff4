import { AGENCY, messagesFor } from '@apex/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../../hydration/reloadOnce.ts';
import { routes } from '../../routes/paths.ts';
import { renderApp } from '../../testing/renderApp.tsx';

const words = messagesFor('en').pageErrors;

vi.mock('../../hydration/reloadOnce.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../hydration/reloadOnce.ts')>()),
  reloadPage: vi.fn(),
}));

// Two pages whose code is gone, as after a deploy (the browser's own error), and one with a bug.
const chunkGone = vi.hoisted(
  () => (name: string) =>
    new TypeError(
      `Failed to fetch dynamically imported module: https://apex.example/assets/${name}.js`,
    ),
);
vi.mock('../../pages/RegisterPage.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../pages/RegisterPage.tsx')>()),
  default: () => {
    throw chunkGone('RegisterPage-1a2b');
  },
}));
vi.mock('../../pages/CoursePage.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../pages/CoursePage.tsx')>()),
  default: () => {
    throw chunkGone('CoursePage-3c4d');
  },
}));
vi.mock('../../pages/WorkPage.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../pages/WorkPage.tsx')>()),
  default: () => {
    throw new Error('a bug in the page');
  },
}));

beforeEach(() => {
  window.sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The whole app at /apex, then a client-side navigation to `to`, as a click on a link does. */
async function navigateFromApex(to: string) {
  const app = renderApp({ route: routes.apex.path });
  await app.navigate(to);
  return app;
}

describe('a page whose code is gone (a deploy since the page was opened)', () => {
  it('reloads the page once, and says so politely meanwhile', async () => {
    const app = await navigateFromApex(routes.register.getHref('signup'));
    expect(app.location().search).toBe('?mode=signup');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(words.reloading);
    expect(screen.getByRole('heading', { level: 1, name: words.newVersionTitle })).toHaveFocus();
    expect(window.sessionStorage.length).toBe(1);
  });

  it('after that one reload, explains and offers a reload and the way home, in an accessible page', async () => {
    const user = userEvent.setup();
    await navigateFromApex(routes.register.getHref('signup'));
    cleanup();
    vi.mocked(reloadPage).mockClear();
    // The reloaded page fails again: no second reload by itself.
    await navigateFromApex(routes.register.getHref('signup'));
    const view = within(screen.getByRole('main'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(view.getByRole('alert')).toHaveTextContent(words.newVersion);
    expect(view.getByRole('heading', { level: 1, name: words.newVersionTitle })).toHaveFocus();
    expect(document.title).toBe(`${words.newVersionTitle} | ${AGENCY.name}`);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(view.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');

    await user.click(view.getByRole('button', { name: words.reload }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('never reloads by itself where session storage is blocked (no guard against a loop)', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await navigateFromApex(routes.register.getHref('signup'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(words.newVersion);
  });

  it('keeps the site layout around a page of the site', async () => {
    await navigateFromApex(routes.beginner.getHref());
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(words.reloading);
  });
});

it('a page that fails for another reason says so in the layout, logs it, and offers Try again', async () => {
  const user = userEvent.setup();
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  await navigateFromApex(routes.work.getHref());
  const main = within(screen.getByRole('main'));
  expect(main.getByRole('alert')).toHaveTextContent(words.failed);
  expect(main.getByRole('heading', { level: 1, name: words.title })).toHaveFocus();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(document.title).toBe(`${words.title} | ${AGENCY.name}`);
  expect(logged).toHaveBeenCalledWith('The page could not be shown:', expect.any(Error));
  expect(reloadPage).not.toHaveBeenCalled();

  await user.click(main.getByRole('button', { name: words.tryAgain }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

describe('on a Hindi page', () => {
  const hindi = messagesFor('hi').pageErrors;

  async function navigateFromHindiApex(to: string) {
    const app = renderApp({ route: '/hi/apex' });
    await app.navigate(`/hi${to}`);
  }

  it('says a new version is loading, in Hindi', async () => {
    await navigateFromHindiApex(routes.beginner.getHref());
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(hindi.reloading);
  });

  it('explains in Hindi after the one reload, and leads to the Hindi home page', async () => {
    await navigateFromHindiApex(routes.beginner.getHref());
    cleanup();
    await navigateFromHindiApex(routes.beginner.getHref());
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: hindi.newVersionTitle })).toHaveFocus();
    expect(main.getByRole('alert')).toHaveTextContent(hindi.newVersion);
    expect(main.getByRole('button', { name: hindi.reload })).toBeInTheDocument();
    expect(main.getByRole('link', { name: hindi.home })).toHaveAttribute('href', '/hi');
    expect(main.queryByText(words.newVersion)).not.toBeInTheDocument();
    expect(document.title).toBe(`${hindi.newVersionTitle} | ${AGENCY.name}`);
  });
});
