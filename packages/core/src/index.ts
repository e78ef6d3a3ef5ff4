export {
  AGE_QUESTION_VERSION,
  type AgeDeclaration,
  type AgeValues,
  ageDeclarationOf,
  isValidAgeDeclaration,
  PARENT_LINK_VALID_DAYS,
  PARENT_PATH,
  parentAccountMail,
  parentLink,
  validateAgeAnswer,
} from './accountAge.ts';
export { AGENCY } from './agency.ts';
export type { ConsentMailFacts, MailBlock, MailContent } from './consentMail.ts';
export {
  composeMail,
  consentNoticeMail,
  consentWithdrawnMail,
  escapeHtml,
  guardianMail,
} from './consentMail.ts';
export { CONSENT_NOTICE_VERSION, consentNotice } from './consentNotice.ts';
export type { Course, CourseLevel } from './courses.ts';
export { COURSE_LEVELS, COURSES, findCourse, isCourseLevel } from './courses.ts';
// Where the site publishes its credential keys (issue 32): the rest of the credential code is
// `@apex/core/credential`, which loads jose.
export { JWKS_PATH, jwksUrl } from './credential/keys.ts';
// Where credentials' revocation bits are (issue 38): positions and addresses, free of jose.
export {
  isStatusPosition,
  STATUS_LIST_ENTRIES,
  STATUS_LIST_PATH,
  type StatusPosition,
  statusListNumberOf,
  statusListUrl,
  statusPositionOf,
} from './credential/statusEntry.ts';
export type {
  BatchProgress,
  BatchStatus,
  ExamPhase,
  ExamStatus,
  PhaseChange,
} from './editionStatus.ts';
export { examStatus, nextBatch, testPeriod } from './editionStatus.ts';
export type {
  EditionOffer,
  ExamBatch,
  ExamEdition,
  GradeTest,
  GradeTestLink,
  IsoDateRange,
  TestDelivery,
} from './editions.ts';
export {
  builtInGrades,
  deliveryOf,
  EDITION_2024,
  EDITIONS,
  externalTestLinks,
} from './editions.ts';
export {
  closedSentence,
  EDITION_TEXT,
  editionName,
  editionNameOf,
  editionTextFor,
  freeUntilText,
  noTestOpenSentence,
  whenSentence,
} from './editionsText.ts';
export { isSameEmail, isValidEmail, normalizeEmail } from './email.ts';
export type { DisplayedError, ErrorTone, KnownErrorCode } from './errors.ts';
export { describeError, isKnownErrorCode, KNOWN_ERROR_CODES } from './errors.ts';
export type { LearningResource } from './exam.ts';
export { EXAM, LEARNING_RESOURCES } from './exam.ts';
export {
  formatDateRange,
  formatDay,
  formatGrade,
  formatLakh,
  formatMonth,
  formatOrdinal,
  formatPhone,
  formatRupees,
  NBSP,
} from './format.ts';
export type { GradeStanding, GradeStandingReading } from './gradeStanding.ts';
export { gradeStandingReading, PERCENTILE_MIN_CANDIDATES } from './gradeStanding.ts';
export type { GuardianMethod, GuardianStatus } from './guardian.ts';
export {
  GUARDIAN_LINK_VALID_DAYS,
  GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY,
  GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY,
  GUARDIAN_MANAGE_PATH,
  GUARDIAN_PATH,
  GUARDIAN_RESENDS_PER_DAY,
  GUARDIAN_TOKEN_BYTES,
  guardianLink,
  guardianLinkExpiresAt,
  guardianManageLink,
  guardianStatusOf,
  REGISTRATION_PAGE_PATH,
  registrationPageLink,
  UNCONFIRMED_GRACE_DAYS,
} from './guardian.ts';
export type { IndianStateOrUnionTerritory } from './indianStates.ts';
export {
  INDIAN_STATES,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  INDIAN_UNION_TERRITORIES,
  isIndianStateOrUnionTerritory,
} from './indianStates.ts';
export type { IsoDay } from './istDate.ts';
export { formatIstTimestamp, indianDay, startOfIndianDay } from './istDate.ts';
export {
  AUTH_REDIRECT_DELAY_MS,
  EMAIL_MAX_LENGTH,
  GALLERY_SCROLL_INTERVAL_MS,
  NAV_BAR_HEIGHT_PX,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_DIMENSION_PX,
  PROFILE_PICTURE_MAX_MB,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  PROFILE_TOAST_MS,
  SCHOOL_CITY_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  STORED_PICTURE_MAX_BYTES,
  USERNAME_MAX_LENGTH,
  VISIBILITY_THRESHOLD,
} from './limits.ts';
export type { AvoidedWording, GlossaryTerm } from './locales/glossary.ts';
export { AVOIDED_WORDINGS, GLOSSARY, NUMBER_SPLIT_FROM_UNIT } from './locales/glossary.ts';
export { LANGUAGE_NAMES, LANGUAGE_TAGS } from './locales/languageNames.ts';
export type { Locale, Messages } from './messages.ts';
export {
  DEFAULT_LOCALE,
  isCatalogLoaded,
  isLocale,
  LOCALES,
  loadCatalog,
  messagesFor,
  registerCatalog,
} from './messages.ts';
export type { OrganiserFact, OrganiserFacts } from './organiser.ts';
export {
  ORGANISER_ENV,
  organiserFactsFrom,
  PLACEHOLDER_ORGANISER,
  placeholderOrganiserFacts,
} from './organiser.ts';
export type { PasswordCheck, PasswordCriterion, PasswordCriterionId } from './password.ts';
export {
  meetsAllPasswordCriteria,
  PASSWORD_CRITERIA,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordChecklist,
} from './password.ts';
export type { PictureCandidate, StoredPictureType } from './picture.ts';
export {
  checkProfilePicture,
  isImageContentType,
  isStoredPictureType,
  STORED_PICTURE_TYPES,
} from './picture.ts';
export { GRIEVANCE_RESPONSE_DAYS, POLICIES } from './policies.ts';
export type { ProfileDocument } from './profileDocument.ts';
export { fitUsername, isValidProfileDocument } from './profileDocument.ts';
export { type DigestedResultRow, publishedRowsDigest } from './publishedRows.ts';
export type {
  RegistrationDetails,
  RegistrationField,
  RegistrationFormValues,
} from './registration.ts';
export {
  isRegistrationEditionId,
  isValidRegistrationDetails,
  normalizeIndianMobile,
  REGISTRATION_DETAIL_KEYS,
  REGISTRATION_FIELDS,
  REGISTRATION_GRADES,
  registrationFieldErrors,
  toRegistrationDetails,
  validateRegistration,
} from './registration.ts';
export type { CsvRegistration, RegistrationCsvColumn } from './registrationCsv.ts';
export {
  CSV_FORMULA_PATTERN,
  REGISTRATION_CSV_COLUMN_DOCS,
  REGISTRATION_CSV_COLUMNS,
  registrationCsvDocsTable,
  registrationCsvHeader,
  registrationCsvRow,
} from './registrationCsv.ts';
export {
  normalizeRegistrationNumber,
  REGISTRATION_NUMBER_ALPHABET,
  REGISTRATION_NUMBER_DATA_LENGTH,
  registrationNumberFromDigest,
  registrationNumberOf,
  registrationNumberSource,
} from './registrationNumber.ts';
export type { ResultMailFacts } from './resultMail.ts';
export { formatScore, resultMail } from './resultMail.ts';
export type {
  Achievement,
  CheckedResultRow,
  GradedScore,
  RawResultRow,
  ResultCandidate,
  ResultProblem,
} from './results.ts';
export {
  achievementOf,
  CERTIFICATE_PATH,
  certificateLink,
  isPrizeEligible,
  MERIT_THRESHOLD_PERCENT,
  PRIZE_THRESHOLD_PERCENT,
  parseScore,
  percentilesInGrade,
  RESULTS_WITHIN_DAYS,
  resultsExpectedOn,
  roundScore,
  validateResultRows,
} from './results.ts';
export {
  addMonths,
  DATA_RETENTION_MONTHS,
  isPastDeleteAt,
  lastTestDay,
  registrationDeleteAt,
  registrationWindowOf,
} from './retention.ts';
export {
  SUBSCRIBES_PER_CALLER_PER_HOUR,
  SUBSCRIPTION_CONFIRM_PATH,
  SUBSCRIPTION_LINK_VALID_DAYS,
  SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY,
  SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY,
  SUBSCRIPTION_TOKEN_BYTES,
  UNSUBSCRIBE_PATH,
} from './subscriptionLimits.ts';
export type { SubscriptionMailFacts } from './subscriptionMail.ts';
export { subscriptionConfirmMail } from './subscriptionMail.ts';
export type { SubscriptionTopic } from './subscriptions.ts';
export {
  describeSubscriptionError,
  isSubscriptionTopic,
  normalizeSubscriberEmail,
  SUBSCRIPTION_TOPICS,
} from './subscriptions.ts';
export type {
  FieldError,
  LoginValues,
  ProfileValues,
  ResetValues,
  SignUpValues,
  SubscriptionValues,
} from './validation.ts';
export {
  validateLogin,
  validateProfile,
  validateReset,
  validateSignUp,
  validateSubscription,
} from './validation.ts';
