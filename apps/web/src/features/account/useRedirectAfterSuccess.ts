import { AUTH_REDIRECT_DELAY_MS } from '@apex/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * After a successful sign-in the success message stays for AUTH_REDIRECT_DELAY_MS, then the user
 * moves on. `pending` keeps the form locked meanwhile so nothing is submitted twice.
 */
export function useRedirectAfterSuccess(target: string) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback(() => {
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(target, { replace: true }), AUTH_REDIRECT_DELAY_MS);
  }, [navigate, target]);

  return { pending, schedule };
}
