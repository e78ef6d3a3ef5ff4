export type {
  AuthService,
  Backend,
  FileService,
  GuardianService,
  MailLanguage,
  ProfileService,
  RegistrationService,
  SubscriptionService,
  SubscriptionTopic,
  Unsubscribe,
} from './backend.ts';
export type { BackendErrorCode, KnownBackendErrorCode } from './errors.ts';
export { BACKEND_ERROR_CODES, BackendError, isBackendError } from './errors.ts';
export {
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
