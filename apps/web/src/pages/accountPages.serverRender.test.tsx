// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import type { BackendHandle } from '../backend/BackendHandle.ts';
import { NavAccount } from '../features/session/index.ts';
import { routes } from '../routes/paths.ts';
import EditProfilePage from './EditProfilePage.tsx';
import RegisterPage from './RegisterPage.tsx';

// As at build time: no window, no document, and no backend loaded.
const notLoaded: BackendHandle = {
  load: () => new Promise(() => {}),
  peek: () => undefined,
  onLoad: () => () => {},
};

function prerender(url: string) {
  return renderToString(
    <MemoryRouter initialEntries={[url]}>
      <AppProviders backend={notLoaded}>
        <NavAccount variant="desktop" onNavigate={() => {}} />
        <Routes>
          <Route path={routes.register.path} element={<RegisterPage />} />
          <Route path={routes.login.path} element={<RegisterPage />} />
          <Route path={routes.editProfile.path} element={<EditProfilePage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('server rendering of the account pages', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each([
    ['/register', 'Login'],
    ['/login', 'Login'],
    // The HTML of a page is made without a query: the mode a query asks for is shown once the
    // page hydrates (src/hooks/usePageQuery.ts), so the HTML always matches what hydrates it.
    ['/register?mode=signup', 'Login'],
    ['/register?mode=reset', 'Login'],
  ])('renders %s with its heading and the signed-out nav', (url, title) => {
    const html = prerender(url);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('>SignUp</a>');
  });

  it('renders the Google button disabled: it needs the app, which enables it', () => {
    expect(prerender('/register')).toMatch(/<button[^>]*disabled=""[^>]*>.*Continue with Google/);
  });

  it('renders /edit-profile as waiting for the sign-in state', () => {
    expect(prerender('/edit-profile')).toContain('Checking your sign-in…');
  });
});
