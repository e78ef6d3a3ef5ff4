export type {
  AuthService,
  Backend,
  FileService,
  ProfileService,
  SubscriptionService,
  SubscriptionTopic,
  Unsubscribe,
} from './backend.ts';
export type { BackendErrorCode, KnownBackendErrorCode } from './errors.ts';
export { BACKEND_ERROR_CODES, BackendError, isBackendError } from './errors.ts';
export { profilePicturePath } from './paths.ts';
export type { AuthUser, ProfileChanges, UserProfile } from './user.ts';
