/** The port's error codes the organiser's and the owner's result callables refuse with. */
export type OrganiserErrorCode =
  | 'organiser/permission-denied'
  | 'registration/unknown-edition'
  | 'organiser/invalid-results'
  | 'organiser/publish-running'
  | 'certificate/not-found';

/** A refusal the callables pass to the client as `details.code`, which the adapter maps. */
export class OrganiserError extends Error {
  constructor(readonly code: OrganiserErrorCode) {
    super(code);
    this.name = 'OrganiserError';
  }
}

export const ORGANISER_CALLABLE_STATUS = {
  'organiser/permission-denied': 'permission-denied',
  'registration/unknown-edition': 'invalid-argument',
  'organiser/invalid-results': 'invalid-argument',
  'organiser/publish-running': 'failed-precondition',
  'certificate/not-found': 'not-found',
} as const satisfies Record<OrganiserErrorCode, string>;
