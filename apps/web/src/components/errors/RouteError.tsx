import { AGENCY } from '@apex/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { isChunkLoadError } from '../../hydration/chunkLoadError.ts';
import {
  currentAddress,
  mayReload,
  reloadOnce,
  reloadPage,
  sessionStorageOrNull,
} from '../../hydration/reloadOnce.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

export interface RouteErrorProps {
  /** The account layout and the root have no <main> of their own: render one. */
  ownMain?: boolean;
}

/**
 * A route's error boundary (each route module exports it as `ErrorBoundary`): what shows instead
 * of a page that could not be rendered, in the page's layout where that still stands; its head is
 * the route's `meta`, given the error (src/seo/headTags.ts). A page whose code is
 * gone (a deploy since this tab opened it) reloads once by itself; if that already happened here,
 * it says a new version is available (docs/adr/0065-no-failure-blanks-the-page.md).
 */
export function RouteError({ ownMain = false }: RouteErrorProps) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const words = useMessages().pageErrors;
  const chunkFailed = isChunkLoadError(error);
  const address = currentAddress({ pathname, search });
  // Decided once, when the error shows: the reload below records itself in the guard.
  const [reloading] = useState(() => chunkFailed && mayReload(address, sessionStorageOrNull()));

  useEffect(() => {
    if (reloading) reloadOnce(address, sessionStorageOrNull(), reloadPage);
    else if (!chunkFailed) {
      console.error(
        'The page could not be shown:',
        isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error,
      );
    }
  }, [reloading, chunkFailed, address, error]);

  const title = chunkFailed ? words.newVersionTitle : words.title;
  // A page that throws while rendering is not an error of the router's state, so its route's
  // `meta` never hears of it: the screen names itself in the tab.
  useEffect(() => {
    document.title = `${title} | ${AGENCY.name}`;
  }, [title]);
  const screen = (
    <>
      <ErrorScreen
        title={title}
        message={reloading ? words.reloading : chunkFailed ? words.newVersion : words.failed}
        pending={reloading}
        actionLabel={chunkFailed ? words.reload : words.tryAgain}
        onAction={reloadPage}
        homeLabel={words.home}
      />
    </>
  );
  return ownMain ? <main>{screen}</main> : screen;
}
