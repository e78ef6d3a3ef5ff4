import type { MemoryBackend, MemoryBackendOptions } from '@apex/auth-memory';
import { createMemoryBackend } from '@apex/auth-memory';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, createContext, useContext } from 'react';
import {
  createRoutesStub,
  type Location,
  Meta,
  type NavigateFunction,
  useLocation,
  useNavigate,
} from 'react-router';
import { AppProviders } from '../app/AppProviders.tsx';
import { type BackendHandle, backendHandleOf } from '../backend/BackendHandle.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { RootError } from '../layouts/RootError.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { meta as rootMeta } from '../root.tsx';
import { localeOfPath } from '../routes/localePath.ts';
import routeConfig from '../routes.ts';
import { fixedClock, TEST_TODAY } from './fixedClock.ts';

export interface RenderAppOptions {
  /** The URL to start at, e.g. `/register?mode=signup`; `/hi/...` renders the Hindi site. */
  route?: string;
  /** A backend prepared by the test; a fresh, empty memory backend otherwise. */
  backend?: MemoryBackend;
  backendOptions?: MemoryBackendOptions;
  /** Replaces the handle, e.g. one that loads `backend` only when asked, as the real site does. */
  handle?: BackendHandle;
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** The visitor's instant for the exam status, e.g. '2024-10-06T10:00:00+05:30'; TEST_TODAY otherwise. */
  today?: string;
}

/** What a route module exports that the test router uses. */
interface RouteModule {
  default: ComponentType;
  meta?: (args: never) => unknown;
  ErrorBoundary?: ComponentType;
}

/** Every route module and layout, loaded up front: a test follows any link with no loading step. */
const modules = import.meta.glob<RouteModule>(
  ['../pages/*.tsx', '../features/*/*Page.tsx', '../layouts/*Layout.tsx', '!../**/*.test.tsx'],
  { eager: true },
);

function componentOf(file: string): RouteModule {
  const module = modules[`../${file}`];
  if (module === undefined) throw new Error(`No route module ${file}`);
  return module;
}

/** The site's real route config (src/routes.ts) as route objects for React Router's test stub. */
function stubRoutes(entries: readonly RouteConfigEntry[]): Parameters<typeof createRoutesStub>[0] {
  return entries.map((entry) => {
    const module = componentOf(entry.file);
    return {
      id: entry.id ?? entry.file,
      ...(entry.index === true ? { index: true } : {}),
      ...(entry.path === undefined ? {} : { path: entry.path }),
      Component: module.default,
      ...(module.meta === undefined ? {} : { meta: module.meta }),
      ...(module.ErrorBoundary === undefined ? {} : { ErrorBoundary: module.ErrorBoundary }),
      ...(entry.children === undefined ? {} : { children: stubRoutes(entry.children) }),
    };
  }) as Parameters<typeof createRoutesStub>[0];
}

interface Probe {
  navigate?: NavigateFunction;
  location?: Location;
}

const ProbeContext = createContext<Probe>({});

/** The root route for tests: src/root.tsx without the document, with a probe of the router. */
function TestRoot() {
  const probe = useContext(ProbeContext);
  const location = useLocation();
  probe.navigate = useNavigate();
  probe.location = location;
  return (
    <LocaleContext.Provider value={localeOfPath(location.pathname)}>
      <Meta />
      <RootLayout />
    </LocaleContext.Provider>
  );
}

/** Renders the whole app, with every provider and the site's routes, on the in-memory backend. */
export function renderApp({
  route = '/',
  backend,
  backendOptions,
  handle,
  advanceTimers,
  today = TEST_TODAY,
}: RenderAppOptions = {}) {
  const memory = backend ?? createMemoryBackend(backendOptions);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const probe: Probe = {};
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: TestRoot,
      ErrorBoundary: RootError,
      meta: rootMeta,
      children: stubRoutes(routeConfig),
    },
  ]);
  const result = render(
    <AppProviders backend={handle ?? backendHandleOf(memory)} clock={fixedClock(today)}>
      <ProbeContext.Provider value={probe}>
        <Stub initialEntries={[route]} />
      </ProbeContext.Provider>
    </AppProviders>,
  );
  /** Where the router is now (pathname, search, hash, state). */
  const location = (): Location => {
    if (probe.location === undefined) throw new Error('The app has not rendered');
    return probe.location;
  };
  /** Navigates as a link would, and waits for the page to render. */
  const navigate = async (to: string) => {
    const go = probe.navigate;
    if (go === undefined) throw new Error('The app has not rendered');
    await act(async () => {
      await go(to);
    });
  };
  return { ...result, user, backend: memory, location, navigate };
}
