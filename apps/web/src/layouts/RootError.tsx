import { RouteError } from '../components/errors/RouteError.tsx';
import { CoreTokens } from './CoreTokens.tsx';

/**
 * The root route's error element, for a failure of a layout itself: the layouts are gone, so it
 * brings the design tokens and a <main> of its own.
 */
export function RootError() {
  return (
    <>
      <CoreTokens />
      <RouteError ownMain />
    </>
  );
}
