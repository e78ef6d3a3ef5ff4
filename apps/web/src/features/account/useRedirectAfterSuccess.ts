import { AUTH_REDIRECT_DELAY_MS } from '@apex/core';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSiteHref } from '../../hooks/useSiteHref.ts';

/**
 * After a successful sign-in the success message stays for AUTH_REDIRECT_DELAY_MS, then the user
 * moves on. `pending` keeps the form locked meanwhile so nothing is submitted twice. The delay
 * starts once the message is on screen (the render that shows it commits `pending` too), so a
 * busy phone that paints it late still leaves the visitor the whole delay to read it.
 */
export function useRedirectAfterSuccess(target: string) {
  const navigate = useNavigate();
  const siteHref = useSiteHref();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => navigate(siteHref(target), { replace: true }),
      AUTH_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [pending, navigate, siteHref, target]);

  const schedule = useCallback(() => setPending(true), []);

  return { pending, schedule };
}
