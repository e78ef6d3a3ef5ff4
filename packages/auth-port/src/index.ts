export type {
  AuthService,
  Backend,
  FileService,
  GuardianService,
  MailLanguage,
  ProfileService,
  RegistrationService,
  SubscriptionLinkOutcome,
  SubscriptionService,
  SubscriptionTopic,
  Unsubscribe,
} from './backend.ts';
export type { BackendErrorCode, KnownBackendErrorCode } from './errors.ts';
export { BACKEND_ERROR_CODES, BackendError, isBackendError } from './errors.ts';
export {
  BACKEND_READ_TIMEOUT_MS,
  BACKEND_WRITE_TIMEOUT_MS,
  PROFILE_PICTURE_OBJECT_NAME,
  profilePicturePath,
} from './paths.ts';
export type {
  GuardianRequest,
  GuardianStatus,
  NoticeLanguage,
  Registration,
  RegistrationDetails,
} from './registration.ts';
export type {
  AuthUser,
  ProfileChanges,
  Reauthentication,
  SignInProvider,
  UploadOptions,
  UploadProgress,
  UserProfile,
} from './user.ts';
