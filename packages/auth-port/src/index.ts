export type {
  AttemptResultsPreview,
  ItemAnalysisRow,
  ItemAnalysisView,
} from './attemptResults.ts';
export type {
  AttemptAnswer,
  AttemptAnswers,
  AttemptClosed,
  AttemptClosedBy,
  AttemptSaveOutcome,
  AttemptStart,
  AttemptStatus,
  AttemptView,
} from './attempts.ts';
export type {
  AttemptService,
  AuthService,
  Backend,
  CertificateService,
  FileService,
  GuardianService,
  MailLanguage,
  OrganiserService,
  ParentService,
  ProfileService,
  RegistrationService,
  ResultService,
  SubscriptionLinkOutcome,
  SubscriptionService,
  SubscriptionTopic,
  Unsubscribe,
} from './backend.ts';
export type { BackendErrorCode, KnownBackendErrorCode } from './errors.ts';
export { BACKEND_ERROR_CODES, BackendError, isBackendError } from './errors.ts';
export type { GuardianConsentView } from './guardianConsent.ts';
export type {
  AttemptListPage,
  AttemptListQuery,
  AttemptRowState,
  ExtraTimeOutcome,
  OrganiserAttemptRow,
  OrganiserAttemptService,
} from './organiserAttempts.ts';
export type {
  OrganiserAuditAction,
  OrganiserAuditEntry,
  OrganiserAuditPage,
  OrganiserAuditQuery,
} from './organiserAudit.ts';
export type {
  PaperAssignment,
  PaperItemKind,
  PaperPreview,
  PaperPreviewItem,
  PaperProblem,
  PaperSegment,
  PaperTexts,
  PaperUploadOutcome,
} from './papers.ts';
export {
  BACKEND_READ_TIMEOUT_MS,
  BACKEND_WRITE_TIMEOUT_MS,
  ORGANISER_MAX_PAGE_SIZE,
  PROFILE_PICTURE_OBJECT_NAME,
  profilePicturePath,
} from './paths.ts';
export type {
  GuardianRequest,
  GuardianStatus,
  NoticeLanguage,
  Registration,
  RegistrationDetails,
  RegistrationEnd,
} from './registration.ts';
export type {
  AccountRole,
  Achievement,
  OrganiserRegistrationRow,
  OrganiserTotals,
  PublicCertificate,
  PublishedResultPage,
  PublishOutcome,
  PublishProgress,
  RegistrationCount,
  RegistrationFilters,
  RegistrationPage,
  RegistrationQuery,
  RegistrationSort,
  Result,
  ResultRow,
  SortDirection,
  StandingCertificate,
  WithdrawnCertificate,
} from './results.ts';
export { isStanding } from './results.ts';
export type {
  AgeDeclaration,
  AuthUser,
  ParentRequest,
  ProfileChanges,
  Reauthentication,
  SignInProvider,
  UploadOptions,
  UploadProgress,
  UserProfile,
} from './user.ts';
