import { routes } from '../../routes/paths.ts';

export type AuthMode = 'login' | 'signup' | 'reset';

export const AUTH_MODE_TITLES: Record<AuthMode, string> = {
  login: 'Login',
  signup: 'Sign Up',
  reset: 'Reset Password',
};

/** `/register?mode=signup|reset` opens those modes; anything else, and `/login`, opens Login. */
export function parseAuthMode(pathname: string, search: URLSearchParams): AuthMode {
  if (pathname === routes.login.path) return 'login';
  const mode = search.get('mode');
  return mode === 'signup' || mode === 'reset' ? mode : 'login';
}

/** Where a mode link goes; the place to return to after success travels along. */
export function authModeHref(mode: AuthMode, redirectTo: string | null): string {
  return routes.register.getHref(mode === 'login' ? undefined : mode, redirectTo ?? undefined);
}
