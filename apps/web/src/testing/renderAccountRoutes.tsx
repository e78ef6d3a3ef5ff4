import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { type BackendHandle, backendHandleOf } from '../backend/BackendHandle.ts';
import { NavAccount } from '../features/session/index.ts';
import EditProfilePage from '../pages/EditProfilePage.tsx';
import RegisterPage from '../pages/RegisterPage.tsx';
import { routes } from '../routes/paths.ts';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

export interface RenderAccountOptions {
  route: string;
  backend?: MemoryBackend;
  /** Replaces the handle, e.g. one whose backend has not loaded yet. */
  handle?: BackendHandle;
  /** Renders the nav's account slot above the page. */
  withNav?: boolean;
  onNavigate?: () => void;
}

/**
 * Test harness: the account pages (not lazy), the nav's account slot and a probe of the current
 * URL, on the real providers. Other routes render nothing but the probe, so redirects are visible
 * without depending on the content pages.
 */
export function renderAccountRoutes({
  route,
  backend = createMemoryBackend(),
  handle,
  withNav = false,
  onNavigate = () => {},
}: RenderAccountOptions) {
  const user = userEvent.setup({
    // Works with real timers and with vi.useFakeTimers() alike.
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders backend={handle ?? backendHandleOf(backend)}>
        {withNav && (
          <nav aria-label="Main">
            <NavAccount variant="desktop" onNavigate={onNavigate} />
          </nav>
        )}
        <Routes>
          <Route path={routes.register.path} element={<RegisterPage />} />
          <Route path={routes.login.path} element={<RegisterPage />} />
          <Route path={routes.editProfile.path} element={<EditProfilePage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return {
    ...result,
    user,
    backend,
    location: () => screen.getByTestId('location').textContent,
  };
}
