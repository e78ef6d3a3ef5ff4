import { AGENCY } from '../agency.ts';
import {
  GUARDIAN_LINK_VALID_DAYS,
  GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY,
  GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY,
  GUARDIAN_RESENDS_PER_DAY,
} from '../guardianLimits.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  PROFILE_PICTURE_MAX_DIMENSION_PX,
  PROFILE_PICTURE_MAX_MB,
  SCHOOL_CITY_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '../limits.ts';
import { GRIEVANCE_RESPONSE_DAYS } from '../policies.ts';
import { DATA_RETENTION_MONTHS } from '../retention.ts';
import { SUBSCRIPTION_LINK_VALID_DAYS } from '../subscriptionLimits.ts';
import { enEditions } from './en.editions.ts';
import { icuLiteral } from './icu.ts';

/**
 * Every message a user reads from the account flows and forms, in English: the source catalog, the
 * one place for words. Texts the spec quotes are verbatim. Each entry is an ICU MessageFormat
 * string, compiled by Lingui (scripts/compile-catalogs.mjs); a value known only at run time is a
 * placeholder (`{email}`), which makes the entry a function of its values in `Messages`. Limits
 * fixed at build time are written into the sentence here, so a translator places them. The Hindi
 * catalog (hi.ts) has the same keys (`satisfies Catalog`).
 */

// The support address is a deploy-time fact (organiser.ts): the page fills it in.
const leave = 'We first mail you a link to confirm; every mail has a link to leave the list.';
const subscriptionUnavailable =
  'We could not reach the server. Your address is still here: please check your connection and try again.';
const subscriptionFailed =
  'We could not add you to the list. Your address is still here, so you can try again.';

const nameCharacters = "letters, spaces, full stops (.), apostrophes (') and hyphens (-)";
const nameLength = `${PERSON_NAME_MIN_LENGTH} to ${PERSON_NAME_MAX_LENGTH} characters`;
const savingTooLong =
  'Saving took too long, so we stopped waiting. Please check your connection and try again.';

const emailInvalid = 'Please enter a valid email address, like name@example.com.';
const pictureNotImage = 'Please choose an image file (for example JPG, PNG or WebP).';
const pictureTooLarge = `That picture is larger than ${PROFILE_PICTURE_MAX_MB} MB. Please choose a smaller one.`;

export const en = {
  /**
   * What a failure reads as, by the code that crossed the backend port (Firebase's vocabulary).
   * A code not listed here shows the service's own message (spec section 8).
   */
  errors: {
    'auth/email-already-in-use':
      'The email address is already in use. Please use a different email or login.',
    'auth/invalid-credential': 'The email or password is incorrect.',
    'auth/invalid-email': 'The email address is badly formatted.',
    'auth/missing-email': 'Please enter your email address.',
    'auth/weak-password': `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
    'auth/missing-password': 'Please enter your password.',
    'auth/user-disabled': 'This account has been disabled.',
    'auth/invalid-action-code': 'This password-reset link is invalid or has already been used.',
    'auth/popup-closed-by-user':
      'Google sign-in was closed before it finished. You can try again whenever you like.',
    'auth/cancelled-popup-request':
      'Google sign-in was cancelled. You can try again whenever you like.',
    'auth/popup-blocked':
      'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
    // What the Google popup reports when Google's sign-in script cannot load, mostly when offline.
    'auth/internal-error':
      'Google sign-in could not start. Please check your internet connection and try again.',
    'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
    'auth/network-request-failed':
      'We could not reach the server. Please check your internet connection and try again.',
    'auth/unauthenticated': 'Please sign in first.',
    'profile/permission-denied': 'You can only read and change your own profile.',
    'profile/not-found': 'There is no profile to update yet.',
    'profile/unavailable': 'The profile service could not be reached.',
    'storage/unauthorized': 'You can only upload pictures to your own profile.',
    'storage/invalid-content-type': pictureNotImage,
    'storage/file-too-large': pictureTooLarge,
    'storage/unavailable': 'The picture service could not be reached.',
    'storage/timeout':
      'Uploading the picture took too long, so we stopped. Please check your connection and try again.',
    'profile/timeout': savingTooLong,
    'storage/canceled': 'The upload was cancelled. Your current picture is unchanged.',
    'auth/user-mismatch':
      'That is a different account from the one you are signed in with. Please confirm with the same account.',
    'auth/requires-recent-login':
      'For your safety, please confirm it is you once more, then try again.',
    'subscription/invalid-email': emailInvalid,
    'subscription/invalid-topic': subscriptionFailed,
    'subscription/permission-denied': subscriptionFailed,
    'subscription/unavailable': subscriptionUnavailable,
    // Double opt-in (issue 30): the links of the list's mails, and the abuse limits.
    'subscription/link-unknown':
      'This link is not valid. Please open the whole link from the mail.',
    'subscription/link-expired': `This confirmation link has expired, because links work for only ${SUBSCRIPTION_LINK_VALID_DAYS} days. Please subscribe again to get a new one.`,
    'subscription/link-used':
      'This link has already been used, which means your subscription is confirmed.',
    'subscription/rate-limited':
      'Too many requests from this browser. Please wait a while and try again.',
    'subscription/timeout': subscriptionUnavailable,
    'guardian/timeout':
      'Opening the registration took too long, so we stopped waiting. Please check your connection and try again.',
    'registration/invalid':
      'Some of the registration details are missing or not in the form we need. Please check the form and try again.',
    'registration/email-not-verified':
      'Please verify your email address before registering for the exam. Follow the link in the mail we sent you, then try again.',
    'registration/unknown-edition': 'Registration is not open for this exam.',
    'registration/permission-denied': 'You can only see and change your own registration.',
    'registration/unavailable':
      'The registration service could not be reached. Please check your connection and try again.',
    'registration/timeout': savingTooLong,
    // Guardian confirmation (issue 28).
    'registration/window-closed':
      'Registration for this exam is closed, so a registration can no longer be made or changed. You can still withdraw one.',
    'guardian/link-unknown':
      'This link is not valid. Please open the whole link from the mail, or ask the person who registered to send a new one.',
    'guardian/link-expired': `This link has expired, because links work for only ${GUARDIAN_LINK_VALID_DAYS} days. Please ask the person who registered to send a new one.`,
    'guardian/link-used':
      'This link has already been used. Each link works once, and the answer given with it stands.',
    // Who may consent (issue 38): an account declared under 18 waits for its parent's link.
    'registration/parent-not-confirmed': `Your parent has not confirmed your account yet, so you cannot register for the exam. We emailed them a link; once they confirm it, you can. Without it, the account is deleted ${GUARDIAN_LINK_VALID_DAYS} days after sign-up.`,
    'storage/parent-not-confirmed':
      'Your parent has not confirmed your account yet, so it cannot keep a picture. We emailed them a link; once they confirm it, you can add one.',
    // An account made through Google answers the age question before it keeps more (issue 38).
    'registration/age-not-declared':
      'Before you can register for the exam, please tell us whether you are 18 or older.',
    'storage/age-not-declared':
      'Before your account can keep a picture, please tell us whether you are 18 or older.',
    'auth/age-already-declared':
      'This account has already answered whether its owner is 18 or older, and the answer stands.',
    'guardian/resend-limit': `The mail has already been sent ${GUARDIAN_RESENDS_PER_DAY} times today, the most we send in a day. Please check the address, or try again tomorrow.`,
    'guardian/account-mail-limit': `Your account has already sent ${GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY} mails to guardians today, the most we send for one account in a day, whichever address it names. Please try again tomorrow.`,
    'guardian/recipient-mail-limit': `This guardian's address has already been sent ${GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY} mails today, the most we send to one address in a day. Please check the address, or try again tomorrow.`,
    'organiser/permission-denied':
      "Only the exam's organisers can see this. If you are one, ask another organiser to give your account access, then log in again.",
    'organiser/invalid-query':
      'That page of the list is no longer valid. Please start again from the first page.',
    'organiser/invalid-results':
      'Some rows of the results have a problem, so nothing was published. Please check the preview and try again.',
    'organiser/publish-running':
      'These results are already being published, from another tab or by another organiser. Nothing is sent twice: please wait a few minutes, then publish again to finish or to check that everything is done.',
    'organiser/paper-unknown':
      'There is no uploaded paper with that id. Please upload the paper first, then assign it.',
    'organiser/paper-grade':
      'That paper is written for another grade, so it was not assigned. Please choose the paper for this grade.',
    'organiser/unavailable':
      'We could not reach the server. Please check your connection and try again.',
    'organiser/attempts-open':
      'Some attempts of the built-in test are still open, so nothing was published. Please publish once every attempt has been submitted or has run out of time.',
    'organiser/batch-open':
      'The item analysis opens once the batch has closed: when no batch is running today and every attempt has been submitted or has run out of time.',
    'results/permission-denied': 'You can only see the result of your own registration.',
    'certificate/permission-denied':
      'You can only cancel the certificate of your own registration.',
    'certificate/not-found': 'There is no certificate for this registration yet.',
    'certificate/unavailable':
      'We could not reach the server. Please check your connection and try again.',
    'attempt/not-registered':
      'There is no registration for this exam on this account, so the test cannot start.',
    'attempt/not-confirmed':
      'The test can start once the parent or guardian has confirmed the registration.',
    'attempt/no-test':
      'The test for this grade is not taken on this site yet. Please see the exam page for where it is taken.',
    'attempt/outside-batch':
      'The test can be started only during a batch. Please come back when the next batch begins.',
    'attempt/not-started': 'The test has not been started yet.',
    'attempt/closed': 'The test has been submitted, so no more answers can be saved.',
    'attempt/late': 'The time for the test is over, so these answers were not counted.',
    'attempt/permission-denied': 'You can only take the test of your own registration.',
    'attempt/unavailable':
      'We could not reach the server. Please check your connection and try again.',
    'organiser/extra-time-limit':
      'That is more extra time than a candidate may have: at most 40 minutes in all. Nothing was changed.',
    'organiser/attempt-closed':
      'This attempt has already closed, so extra time cannot be added. Reopen the attempt instead.',
    'organiser/attempt-open':
      'This attempt is still running, so there is nothing to reopen. Give extra time instead.',
  },
  /** The success messages of spec section 8, verbatim. */
  success: {
    login: 'Login successful!',
    signUp: 'Registration successful! Please login.',
    /** Shown instead of signUp: a new account is already logged in (docs/adr, sign-up next steps). */
    accountCreated: 'Your account is created and you are logged in.',
    passwordReset: 'Password reset email sent!',
    googleSignIn: 'Google sign-in successful!',
    profileUpdated: 'Your profile is updated',
  },
  /** A form field the user must fix before anything is sent; the first two are the spec's. */
  validation: {
    passwordsDoNotMatch: 'Passwords do not match.',
    passwordCriteria: 'Password does not meet all criteria.',
    usernameRequired: 'Please enter a username.',
    usernameTooLong: `Please keep your username to ${USERNAME_MAX_LENGTH} characters or fewer.`,
    emailRequired: 'Please enter your email address.',
    emailInvalid,
    passwordRequired: 'Please enter your password.',
    confirmPasswordRequired: 'Please confirm your password.',
    pictureNotImage,
    pictureTooLarge,
    /** The browser could not decode the chosen file, so it cannot be re-encoded and is not sent. */
    pictureUnreadable:
      'We could not read that picture. Please choose another image, for example a JPG, PNG or WebP.',
  },
  /** The exam registration form (issue 13), checked in the order of docs/adr/0051-registration-validation.md. */
  registrationValidation: {
    candidateNameRequired: "Please enter the candidate's full name.",
    candidateNameLength: `Please enter the candidate's full name in ${nameLength}.`,
    candidateNameCharacters: `The candidate's name may contain only ${nameCharacters}.`,
    gradeRequired: "Please choose the candidate's grade.",
    gradeInvalid: 'Please choose a grade from 6 to 10.',
    schoolNameRequired: "Please enter the school's name.",
    schoolNameTooLong: `Please keep the school's name to ${SCHOOL_NAME_MAX_LENGTH} characters or fewer.`,
    schoolCityRequired: "Please enter the school's city or town.",
    schoolCityTooLong: `Please keep the city's name to ${SCHOOL_CITY_MAX_LENGTH} characters or fewer.`,
    schoolStateRequired: "Please choose the school's state or union territory.",
    schoolStateInvalid: 'Please choose a state or union territory from the list.',
    guardianNameRequired: "Please enter the parent or guardian's full name.",
    guardianNameLength: `Please enter the parent or guardian's full name in ${nameLength}.`,
    guardianNameCharacters: `The parent or guardian's name may contain only ${nameCharacters}.`,
    guardianEmailRequired: "Please enter the parent or guardian's email address.",
    guardianEmailInvalid: emailInvalid,
    guardianMobileInvalid:
      'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (you may add +91 or 0 in front), or leave it empty.',
    consentRequired: 'Please tick the box to give your consent before registering.',
  },
  /** The live checklist under the sign-up password, one line per criterion of spec section 5. */
  passwordCriteria: {
    length: `At least ${PASSWORD_MIN_LENGTH} characters`,
    uppercase: 'An uppercase letter',
    lowercase: 'A lowercase letter',
    number: 'A number',
    special: `A special character (${icuLiteral(PASSWORD_SPECIAL_CHARACTERS.split('').join(' '))})`,
  },
  /**
   * Failures the spec only logs to the console. We tell the user too (docs/adr/0034-messages-and-live-regions.md), in
   * words that say what still holds, so nobody wonders whether their typing was lost.
   */
  failures: {
    logout: 'We could not log you out. Please try again.',
    profileLoad: 'We could not load your profile. Please check your connection and try again.',
    profileSave: 'We could not save your changes. Your edits are still here, so you can try again.',
    deleteAccount: 'We could not delete your account. Please try again.',
    backendUnavailable:
      'We could not reach the sign-in service. Please check your connection and reload the page.',
    /** A failure with neither a code we know nor a message from the service. */
    unexpected: 'Something went wrong. Please try again.',
  },
  /**
   * A page that could not be shown: a route's error screen (decision H1). A page whose code is
   * gone after a new deploy reloads once by itself; `newVersion` is what it says if that did not
   * help.
   */
  pageErrors: {
    title: 'Something went wrong',
    failed: 'This page could not be shown. Please try again, or go to the home page.',
    newVersionTitle: 'A new version of the site is available',
    newVersion:
      'This page has changed since you opened it. Reload the page to get the new version; nothing you saved is lost.',
    reloading: 'Loading the new version of the site…',
    tryAgain: 'Try again',
    reload: 'Reload the page',
    home: 'Go to the home page',
  },
  /** The help under a form field. */
  hints: {
    capsLock: 'Caps Lock is on.',
    picture: `An image up to ${PROFILE_PICTURE_MAX_MB} MB. We resize it to ${PROFILE_PICTURE_MAX_DIMENSION_PX} pixels before uploading.`,
    signUpPicture: 'You can add your picture from Edit Profile once you have logged in.',
    /** Under the profile's email, which is the sign-in address and not editable (decision A17). */
    profileEmail: 'The address you log in with. To change it, use “Change email address” below.',
  },
  /** What a page or button says while it waits. */
  /** The site's frame around every page. */
  /** The words about an edition's timing (en.editions.ts), read through editionsText.ts. */
  editions: enEditions,
  /** The account pages' labels, buttons and headings (the forms' messages are in the groups above). */
  account: {
    titleLogin: 'Login',
    titleSignup: 'Sign Up',
    titleReset: 'Reset Password',
    descriptionLogin: 'Log in to your Apex account to manage your profile.',
    descriptionSignup:
      'Create your Apex account to take the all-India English and mathematics exam.',
    descriptionReset: 'Reset the password of your Apex account.',
    or: 'or',
    noAccount: "Don''t have an account?",
    haveAccount: 'Already have an account?',
    signUpLink: 'Sign Up',
    forgotPassword: 'Forgot Password?',
    loginLink: 'Login',
    backToLogin: 'Back to Login',
    backHome: '← Back to home',
    email: 'Email',
    password: 'Password',
    username: 'Username',
    confirmPassword: 'Confirm password',
    show: 'Show',
    hide: 'Hide',
    showField: 'Show {field}',
    loginButton: 'Login',
    signupButton: 'Sign Up',
    continueWithGoogle: 'Continue with Google',
    resetIntro: "Enter your account''s email and we will send you a reset link.",
    sendResetEmail: 'Send Reset Email',
    passwordRequirements: 'Password requirements',
    met: 'Met: ',
    notMet: 'Not met: ',
    alreadyLoggedIn: 'You are already logged in.',
    alreadyLoggedInAs: 'You are already logged in as {email}.',
    goToProfile: 'Go to your profile',
    /** The card's title once the account is made (issue 39): no longer "Sign Up". */
    createdTitle: 'Your account is ready',
    nextStepsHeading: 'What comes next',
    nextConfirmEmail:
      'Confirm your email: open the link in the mail we sent to {email}. Registering for the exam needs a confirmed email.',
    nextRegisterChild: 'Then register your child for the exam.',
    nextRegisterLink: 'Register for the exam',
    devMail: 'Open the verification mail (development)',
    yourProfile: 'Your Profile',
    yourAvatar: 'Your avatar',
    notSetYet: 'Not set yet',
    editProfile: 'Edit Profile',
    profilePicture: 'Profile picture',
    previewPicture: 'Preview of your new profile picture',
    currentPicture: 'Your current profile picture',
    keepPicture: 'Keep my current picture',
    tryAgain: 'Try again',
    saveChanges: 'Save Changes',
    cancel: 'Cancel',
    cancelUpload: 'Cancel upload',
    emailVerification: 'Email verification',
    resend: 'Resend',
    deleteAccount: 'Delete my account',
    areYouSure: 'Are you sure?',
    thisDeletes: 'This deletes:',
    deletePermanently: 'Delete my account permanently',
    confirmWithGoogle: 'Confirm with Google and delete',
    accountMenu: 'Account menu',
    accountMenuFor: 'Account menu for {email}',
    accountMenuList: 'Account',
    resendVerification: 'Resend verification email',
    logout: 'Logout',
    signUpNav: 'SignUp',
  },
  /** The two subscription forms: the footer newsletter (the spec's words) and the notify-me form. */
  subscribeForm: {
    newsletterForm: 'Newsletter',
    newsletterField: 'Subscribe to our newsletter',
    newsletterPlaceholder: 'Enter Email',
    newsletterButton: 'Submit',
    nextEditionForm: 'Notify me about the next exam',
    nextEditionField: 'Email address',
    nextEditionButton: 'Notify me',
  },
  layout: {
    skipToContent: 'Skip to main content',
    languageNav: 'Language',
    mainNav: 'Main',
    menu: 'Menu',
    socialMedia: 'Social media',
    legal: 'Legal',
    rightsReserved: 'All rights reserved.',
    footerContactHeading: 'Contact us',
    footerContactText: 'Support, appointments and where to find us, all on one page.',
    newTab: '(opens in a new tab)',
    closeNotification: 'Close notification',
  },
  status: {
    checkingSignIn: 'Checking your sign-in…',
    loadingProfile: 'Loading your profile…',
    saving: 'Saving…',
    loggingOut: 'Logging out…',
    sending: 'Sending…',
    deletingAccount: 'Deleting your account…',
    /** Beside the upload's progress bar; `percent` is a whole number from 0 to 100. */
    uploading: 'Uploading your picture: {percent}%',
  },
  /** The calm banner while the sign-in address is not verified yet (decision A17). */
  verification: {
    banner:
      'Please confirm your email address. We sent a link to {email}. Registering for the exam needs a confirmed address, so open the mail and follow the link.',
    /** The avatar menu's short note. */
    menuHint: 'Email not verified yet',
    resent: 'We sent a new link to {email}. It may take a minute to arrive.',
    failed: 'We could not send the mail. Please try again in a moment.',
    verified: 'Thank you, your email address is confirmed.',
    /** The memory backend sends no real mail; only there the banner can open its outbox. */
    devOnly:
      'Development backend: no real mail is sent. You can open the newest verification mail here.',
    devNoMail: 'No verification mail has been sent to this address yet. Press Resend first.',
  },
  /** Deleting the account from /edit-profile (decision A19). */
  deleteAccount: {
    warning: 'Deleting your account cannot be undone.',
    /** What goes, listed before the user confirms. */
    deletesAccount: 'Your account: you can no longer log in as {email}.',
    deletesProfile: 'Your profile: your username and the email shown on it.',
    deletesPicture: 'Your profile picture, if you uploaded one.',
    deletesRegistrations:
      "Any exam registration made from this account, with the candidate's details.",
    deletesSubscriptions: "Your address's newsletter and next-exam notice subscriptions.",
    passwordHint: 'Enter your password to confirm it is you.',
    /** Only a password was asked, so the refusal names only the password. */
    wrongPassword: 'That password is not correct. Please enter the password you log in with.',
    googleHint: 'Confirm with the Google account you log in with. A Google window opens.',
    deleted: 'Your account and data have been deleted.',
  },
  /** The subscribe forms: the footer newsletter and the notify-me lists (decision W16). */
  subscribe: {
    /**
     * The same for a new address, one awaiting confirmation and one already on the list, so nobody
     * learns who subscribed (issue 30).
     */
    subscribed:
      'Almost done: please check your inbox. If {email} is not on the list yet, we have sent it a link to confirm.',
    /** One line beside the button: what the address is used for, and how to leave. */
    purpose: {
      newsletter: `Only for occasional news about Apex and our courses. ${leave}`,
      'next-edition': `Only to tell you when the next Apex exam opens. ${leave}`,
    },
    unavailable: subscriptionUnavailable,
    failed: subscriptionFailed,
  },
  /** The list's confirmation mail (subscriptionMail.ts, issue 30). */
  subscriptionMail: {
    subject: {
      newsletter: 'Please confirm your subscription to the Apex newsletter',
      'next-edition': 'Please confirm: notice of the next Apex exam',
    },
    asked: {
      newsletter: 'Someone, probably you, asked for the Apex newsletter at this address.',
      'next-edition':
        'Someone, probably you, asked to be told at this address when the next Apex exam opens.',
    },
    confirm: 'We will email you only once you confirm. Open this link to confirm:',
    expires: 'The link works until {date}.',
    notYou: 'If you did not ask for this, ignore this mail. We will not email you again.',
    unsubscribe: 'To unsubscribe (stop these mails) at any time, open this link:',
    signature: `The ${AGENCY.name} team`,
  },
  /** The pages the list's mails link to (issue 30): no account needed. */
  subscriptionPages: {
    confirmTitle: 'Your subscription',
    confirming: 'Confirming your subscription…',
    confirmed: {
      newsletter: 'Thank you, your subscription is confirmed. You will get the Apex newsletter.',
      'next-edition':
        'Thank you, your subscription is confirmed. We will email you when the next Apex exam opens.',
    },
    unsubscribeTitle: 'Unsubscribe',
    unsubscribing: 'Taking your address off the list…',
    unsubscribed: {
      newsletter: 'Your address is off the newsletter list. We will not email you again.',
      'next-edition':
        'Your address is off the list for notice of the next exam. We will not email you again.',
    },
    noToken:
      'This page needs the link from the mail. Please open the whole link from the mail again.',
    failed: 'That did not work. Please check your connection and try again.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  /** Changing the sign-in address on /edit-profile (issue 30). */
  emailChange: {
    heading: 'Change your email address',
    current: 'Your sign-in address now: {email}',
    open: 'Change email address',
    newEmail: 'New email address',
    passwordHint: 'Enter your password to confirm it is you.',
    googleHint: 'Confirm with the Google account you log in with. A Google window opens.',
    submit: 'Send the confirmation link',
    submitGoogle: 'Confirm with Google and send the link',
    sending: 'Sending…',
    sent: 'We sent a link to {email}. Your address changes once you open it and confirm; until then you keep logging in with {current}.',
    same: 'That is already your address.',
    wrongPassword: 'That password is not correct. Please enter the password you log in with.',
    devMail: 'Development backend: no real mail is sent. Open the newest confirmation link here.',
    devOpenLink: 'Open the confirmation link',
  },
  /** A read the page waits on that took too long (issue 30): the page offers Retry. */
  slowRead: {
    profile: 'Loading your profile took too long. Please check your connection and try again.',
    registration:
      'Loading your registration took too long. Please check your connection and try again.',
    guardian: 'Opening the registration took too long. Please check your connection and try again.',
    failed: 'We could not load this. Please check your connection and try again.',
    retry: 'Try again',
  },
  /** Switching language (issue 15): the offer of the Hindi site on the English home page. */
  language: {
    /** Shown in Hindi to a browser that prefers Hindi; read in the catalog of the offered language. */
    suggestion: 'This site is also in Hindi.',
    suggestionLink: 'Read it in Hindi',
    /** In the page's own language: keeps the reader where they are. */
    stay: 'Stay in English',
    /** The footer's heading over the language links. */
    heading: 'Language',
  },
  /**
   * The exam registration (issue 13): its form, the confirmation a family prints, withdrawing, and
   * where the site points to it. Longer page copy (the consent text, the page's introductions) is
   * page content in apps/web/src/content/registrationCopy.ts.
   */
  registration: {
    title: 'Exam registration',
    candidateSection: 'The candidate',
    candidateName: "Candidate's full name",
    candidateNameHint: 'As it should appear on the certificate, in any script.',
    grade: 'Grade',
    gradeChoose: 'Choose a grade',
    gradeOption: 'Grade {grade}',
    schoolSection: 'School',
    schoolName: "School's name",
    schoolCity: 'City or town',
    schoolState: 'State or union territory',
    stateChoose: 'Choose a state or union territory',
    states: 'States',
    unionTerritories: 'Union territories',
    guardianSection: 'Parent or guardian',
    guardianName: "Parent or guardian's full name",
    guardianEmail: "Parent or guardian's email address",
    guardianEmailHint:
      "The certificate and result are sent here. We filled in your account's address; you may change it.",
    guardianEmailHintNoAccount: 'The certificate and result are sent here.',
    guardianMobile: "Parent or guardian's mobile number (optional)",
    /** The mobile number's label on the printed slip, where "(optional)" reads oddly (issue 39). */
    guardianMobileSlip: "Parent or guardian's mobile number",
    guardianMobileHint: '10 digits, starting with 6, 7, 8 or 9. You may add +91 or 0 in front.',
    consentLegend: 'Consent',
    submit: 'Register',
    saveChanges: 'Save changes',
    cancelEdit: 'Cancel',
    saving: 'Saving…',
    errorSummary: 'Please correct these details before registering:',
    signUp: 'Sign up to register',
    logIn: 'Log in',
    loading: 'Loading your registration…',
    loadFailed: 'We could not load your registration. Please check your connection and try again.',
    tryAgain: 'Try again',
    confirmed: 'You are registered',
    saved: 'Registration saved. Its full details are below.',
    /** The printed slip's title, so the paper says what it is (issue 39). */
    slipTitle: 'Admit card: Apex exam, {edition}',
    numberLabel: 'Registration number',
    numberHint: 'Quote this number, with the exam year, whenever you write to us.',
    edition: 'Exam',
    editionName: 'Apex exam, {edition}',
    detailsHeading: "Candidate's details",
    consentGiven: 'Given on {date}',
    notGiven: 'Not given',
    batchName: 'Batch {number}',
    batchesHeading: 'Test dates',
    nextHeading: 'What happens next',
    nextTest:
      'During a batch, the test link for Grade {grade} appears on the “Start the test” page of this site ({address}). The test takes {minutes} minutes.',
    nextTestBuiltIn:
      'The Grade {grade} test is taken here, on this site: it opens on this registration page when the batch starts. The test takes {minutes} minutes.',
    organiserHeading: 'Organised by',
    organiserContact: 'Questions about this registration? Contact {email}, {phone}',
    nextCertificate:
      'The certificate and result are emailed to {email} within {days} days of the test.',
    print: 'Print',
    edit: 'Edit details',
    withdraw: 'Withdraw registration',
    withdrawQuestion:
      "Withdraw this registration? The candidate's details are deleted and the registration number can no longer be used.",
    withdrawConfirm: 'Yes, withdraw',
    withdrawKeep: 'Keep registration',
    withdrawing: 'Withdrawing…',
    withdrawn: "The registration has been withdrawn and the candidate's details deleted.",
    /**
     * Why a registration is gone when the family did not delete it (issue 38): the server keeps the
     * reason and the day, and the page says it, not only the mail.
     */
    endedHeading: 'Your registration was deleted',
    endedGuardianWithdrawal:
      "On {date} the candidate's parent or guardian withdrew their consent, so the registration and everything made from it (any result and certificate) were deleted.",
    endedGuardianDecline:
      "On {date} the candidate's parent or guardian declined the registration, so it was deleted with the candidate's details.",
    endedGuardianUnconfirmed:
      "The parent or guardian did not confirm the registration within the {days, plural, one {# day} other {# days}} their link worked, so on {date} it was deleted with the candidate's details.",
    endedRegisterAgain:
      'You can register again below; the parent or guardian will be asked to confirm.',
    withdrawFailed: 'We could not withdraw the registration. It is unchanged; please try again.',
    closedHeading: 'Registration is not open',
    closedNow: 'Registration for the exam is not open right now.',
    opensOn: 'Registration for the {edition} exam opens on {date}.',
    notifyIntro: 'Leave your email address and we will tell you when the next exam opens.',
    menuEntry: 'Exam registration',
    yourTest: 'Your test: Grade {grade}',
    otherGrades: 'Other grades',
    invite:
      'Not registered yet? Before the test, ask your parent or guardian to register you, so the certificate reaches the right person.',
    inviteLink: 'Register for the exam',
    registrationOpen: 'Registration is open until {date}.',
    alreadyRegistered:
      'You have registered for this exam. Its status and all the details are here:',
    /** /apex while the guardian has not confirmed yet (issue 39): saved, not registered. */
    awaitingGuardian:
      'Your registration is saved and waits for the parent or guardian to confirm it. Its status and details are here:',
    yourRegistration: 'Your registration',
    builtInGrades:
      "{count, plural, one {The test for Grade} other {The tests for Grades}} {grades} {count, plural, one {is taken} other {are taken}} here, on this site. During a batch, the test opens on the candidate's registration page.",
    testOpensHere:
      'Your test opens here, on your registration page, when the batch starts. You will have {minutes} minutes once it starts.',
  },
  /** The organiser console (issue 29, apps/web/src/features/organiser): staff only, not indexed. */
  organiserAttempts: {
    heading: 'Test attempts',
    intro:
      'The attempts started in a batch for a grade, in the order they started. Give a candidate extra time, or reopen an attempt that has closed; each change needs a reason and goes into the activity log.',
    grade: 'Grade',
    batch: 'Batch',
    show: 'Show attempts',
    caption: 'Attempts of Grade {grade}, {batch}, page {page}',
    columnNumber: 'Registration number',
    columnName: 'Candidate',
    columnStarted: 'Started',
    columnDeadline: 'Deadline',
    columnExtra: 'Extra time',
    columnState: 'State',
    columnChange: 'Change',
    states: {
      'in-progress': 'In progress',
      submitted: 'Submitted',
      'closed-at-deadline': 'Closed at the deadline',
    },
    extraMinutes: '{minutes, plural, one {# minute} other {# minutes}}',
    noExtra: 'None',
    reopenedCount: '{count, plural, one {Reopened once} other {Reopened # times}}',
    change: 'Change the attempt of {number}',
    loading: 'Loading the attempts…',
    none: 'No attempt has started in this batch for this grade.',
    failed: 'We could not load the attempts. Please try again.',
    tryAgain: 'Try again',
    formHeading: 'Change the attempt of {name} ({number})',
    minutes: 'Extra minutes',
    minutesHint:
      'Whole minutes from {min} to {max}; a candidate may have at most {max} minutes in all.',
    minutesInvalid: 'Please enter whole minutes from {min} to {max}.',
    reason: 'Reason',
    reasonHint: 'Kept in the activity log, with your address and the time.',
    reasonRequired: 'Please write the reason for this change.',
    grant: 'Give extra time',
    reopen: 'Reopen the attempt',
    changeFailed: 'We could not save the change. Please check your connection and try again.',
    working: 'Saving the change…',
    granted:
      '{name} now has {minutes, plural, one {# extra minute} other {# extra minutes}} in all. The new deadline is {deadline}.',
    grantedBeforeStart:
      '{name} now has {minutes, plural, one {# extra minute} other {# extra minutes}} in all, added when the test starts.',
    reopened: 'The attempt of {name} is open again until {deadline}.',
    close: 'Close',
    beforeStartHeading: 'Extra time before the test',
    beforeStartIntro:
      'For a candidate who has not started yet: find the registration by its number, and the extra time is added when the test starts.',
    number: 'Registration number',
    find: 'Find the registration',
    finding: 'Looking for the registration…',
    notFound: 'No registration of this exam has that number. Please check it and try again.',
  },
  organiserAudit: {
    heading: 'Activity log',
    intro:
      'Every export, publish and correction of results, and every change to who is an organiser, newest first. Only the server writes this log: nobody can change or remove an entry.',
    caption: 'Activity log, newest first',
    columnWhen: 'When',
    columnWho: 'Who',
    columnWhat: 'What',
    columnRows: 'Rows',
    actions: {
      export: 'Exported the registrations of {edition}',
      publish: 'Published the results of {edition}',
      correction: 'Corrected the results of {edition}',
      grant: 'Gave organiser access to {subject}',
      revoke: 'Took organiser access away from {subject}',
      'extra-time': 'Gave {subject} {minutes} extra minutes: “{reason}”',
      reopen: 'Reopened the attempt of {subject}: “{reason}”',
    },
    noCount: 'None',
    empty: 'Nothing has been recorded yet.',
    loading: 'Loading the activity log…',
    failed: 'We could not load the activity log. Please try again.',
    refresh: 'Refresh the log',
    older: 'Show older entries',
    shown: '{count, plural, one {Showing # entry.} other {Showing # entries.}}',
  },
  organiserConsole: {
    title: 'Organiser console',
    menuEntry: 'Organiser console',
    editionHeading: 'Apex exam, {edition}',
    loading: 'Loading…',
    noAccessHeading: 'No access',
    noAccess:
      'This account is not one of the exam’s organisers, so the organiser console is closed to it. If you are an organiser, ask another organiser to give your account access, then log in again.',
    totalsHeading: 'Totals',
    registered: 'Registered',
    confirmed: 'Confirmed',
    awaitingGuardian: 'Awaiting parent or guardian',
    byGradeCaption: 'Registrations by grade',
    byStateCaption: 'Registrations by state or union territory',
    gradeColumn: 'Grade',
    stateColumn: 'State or union territory',
    totalsFailed: 'We could not load the totals. Please try again.',
    tryAgain: 'Try again',
    registrationsHeading: 'Registrations',
    sectionsLabel: 'Console sections',
    search: 'Search',
    searchHint:
      'Finds the start of any word of a candidate’s name, a school or a city, in any script (“Sharma” finds Rohan Sharma), or a whole registration number.',
    grade: 'Grade',
    anyGrade: 'All grades',
    state: 'State or union territory',
    anyState: 'All states and union territories',
    status: 'Status',
    anyStatus: 'Any status',
    statusConfirmed: 'Confirmed',
    statusAwaiting: 'Awaiting parent or guardian',
    searchButton: 'Search',
    tableCaption: 'Registrations, page {page}',
    showing: 'Showing {first}–{last} of {total}',
    columnsShown: 'Columns shown',
    tableScroll: 'Registrations table',
    columnNumber: 'Registration number',
    columnName: 'Candidate',
    columnGrade: 'Grade',
    columnSchool: 'School',
    columnCity: 'City',
    columnState: 'State',
    columnStatus: 'Status',
    columnGuardian: 'Parent or guardian’s email',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    noRows: 'No registration matches.',
    rowsFailed: 'We could not load the registrations. Please try again.',
    exportHeading: 'Export',
    exportIntro:
      'Every registration of this exam as a CSV file (UTF-8, for Excel and other spreadsheets).',
    exportButton: 'Export as CSV',
    exportProgress: 'Export progress',
    exporting: 'Exporting: {done} of {total} registrations',
    exportCancel: 'Cancel export',
    exported: '{count, plural, one {Exported # registration.} other {Exported # registrations.}}',
    exportCancelled: 'The export was cancelled.',
    exportFailed: 'The export stopped. Please try again.',
    importHeading: 'Results',
    importIntro:
      'Upload the results file from the test host: a CSV file with a registration number and a score on each row, as marks out of a maximum or as a percentage.',
    fileLabel: 'Results file (CSV)',
    chooseFile: 'Choose a file',
    noFileChosen: 'No file chosen',
    reading: 'Reading the file…',
    readFailed: 'We could not read this file. Please choose the CSV file of results.',
    emptyFile: 'This file has no rows of results.',
    mappingHeading: 'Which column is which?',
    mappingIntro: 'The file’s column names are not the usual ones. Please choose its columns.',
    numberColumn: 'Registration number column',
    scoreColumn: 'Score column',
    maxColumn: 'Maximum marks column',
    noMaxColumn: 'None: the scores are percentages',
    chooseColumn: 'Choose a column',
    useColumns: 'Use these columns',
    checking: 'Checking the rows against the registrations…',
    checkFailed: 'We could not check the rows. Please try again.',
    previewHeading: 'Preview',
    previewSummary: 'Ready to publish: {good}. With problems: {bad}.',
    problemsCaption: 'Rows with problems',
    readyCaption: 'Rows ready to publish',
    readyFirst: 'The first {shown} of {count} rows ready to publish',
    columnLine: 'Line',
    columnScore: 'Score in the file → published',
    columnCandidate: 'Candidate',
    problemLine: 'Line {line}',
    noCandidate: 'No registration',
    scoreMarks: '{score} / {max} marks → {percent}%',
    scorePercent: '{percent}%',
    scoreOverMax: '{score} / {max} marks → more than the maximum, {max}',
    scoreOverHundred: '{score}% → more than 100%',
    scoreNotNumber: '“{score}” → not a number',
    scoreBadMax: '{score} / “{max}” → the maximum marks are not a number above 0',
    scoreEmpty: 'No score',
    columnProblem: 'Problem',
    columnAction: 'Action',
    problems: {
      'unknown-number': 'No registration has this number.',
      duplicate: 'This number is on an earlier row too.',
      'score-out-of-range': 'The score is not a number from 0 to the maximum.',
      'guardian-not-confirmed': 'The parent or guardian has not confirmed this registration.',
      'missing-score': 'There is no score.',
    },
    fixNumber: 'Registration number on line {line}',
    fixScore: 'Score (%) on line {line}',
    fixMarks: 'Marks out of {max} on line {line}',
    dropRow: 'Drop line {line}',
    dropProblemRows: 'Drop every row with a problem',
    problemsMore: 'Showing the first {shown} of {count} rows with problems.',
    publish: '{count, plural, one {Publish # result} other {Publish # results}}',
    summaryHeading: 'Check before publishing',
    summaryIntro:
      'These results will be published, and each new one mailed to the parent or guardian. Check the figures of each grade, then confirm.',
    summaryCaption: 'What will be published, by grade',
    summaryGrade: 'Grade',
    summaryRows: 'Results',
    summaryLowest: 'Lowest',
    summaryHighest: 'Highest',
    summaryMean: 'Mean',
    summaryConfirm:
      '{count, plural, one {Confirm and publish # result} other {Confirm and publish # results}}',
    summaryBack: 'Back to the preview',
    nothingNew: 'Published. Change, add or fix rows to publish again.',
    publishProgress: 'Publishing progress',
    publishing: 'Publishing: {written} of {total} results',
    published:
      '{count, plural, one {# result published} other {# results published}}: {added} new, {corrected} corrected, {unchanged} already published as they were. {mailed, plural, =0 {No mail was sent this time.} one {# mail to a parent or guardian sent this time.} other {# mails to parents or guardians sent this time.}}',
    publishedNothingNew:
      'Nothing new: {count, plural, one {the result was} other {all # results were}} already published exactly so; nothing was changed and no mail was sent.',
    publishedStatus:
      'Results published on {date}: {count, plural, one {# result} other {# results}}.',
    publishFailed:
      'Publishing stopped part-way. The results written so far are kept; publish again to finish.',
    publishAgain: 'Publish again to finish',
    certificatesSummary: 'The certificates of the published results',
    certificatesCaption: 'Certificates, by registration number',
    certificateFor: 'Certificate for {number}',
    moreCertificates: 'Show more certificates',
    certificatesLoading: 'Loading the certificates…',
    certificatesFailed:
      'The certificates could not be loaded. Close and open this list to try again.',
  },
  /** The result on the registration page (issue 29). */
  examTest: {
    startLink: 'Start the test for {candidate}',
    title: 'The Apex test',
    loading: 'Loading your test…',
    signedOut: 'Please log in with the account that registered the candidate to take the test.',
    logIn: 'Log in',
    backToRegistration: 'Back to the registration',
    rulesHeading: 'Before you begin',
    rulesFor: 'The Grade {grade} test of {candidate}',
    ruleTime:
      'The test takes {minutes} minutes. The time starts when you press “Begin the test” and is kept by our server: the time left shows at the top.',
    ruleOrder:
      'Answer in any order. Each answer is saved as you go, and you can change it until you submit.',
    ruleOffline:
      'If the connection drops, keep answering: your answers are kept on this phone and sent when the connection returns.',
    ruleLanguage:
      'You can switch the paper between English and Hindi at any time; your answers stay.',
    ruleClose:
      'When the time is up, the test closes by itself. Answers that reach us after that are not counted.',
    ruleOnce:
      'There is one attempt. If this page closes, open it again from the registration page: the test carries on with the same answers and time.',
    begin: 'Begin the test',
    beginning: 'Starting the test…',
    paperLanguage: 'Language of the paper',
    timeLeft: 'Time left',
    minutesLeft: '{minutes, plural, one {# minute left} other {# minutes left}}',
    saved: 'Saved',
    saving: 'Saving…',
    offline: 'Offline: your answers are kept on this phone and will be sent.',
    question: 'Question {number}',
    marks: '{marks, plural, one {# mark} other {# marks}}',
    pickOne: 'Pick one answer.',
    pickMany: 'Pick every right answer.',
    typeNumber: 'Type a number.',
    typeText: 'Type a short answer.',
    answerLabel: 'Your answer to question {number}',
    answered: '{answered} of {total} answered',
    submit: 'Submit the test',
    submitQuestion:
      'Submit the test now? You cannot change your answers afterwards. {unanswered, plural, =0 {Every question is answered.} one {# question is not answered.} other {# questions are not answered.}}',
    submitConfirm: 'Yes, submit',
    submitting: 'Submitting…',
    submitKeep: 'No, keep answering',
    submitFailed:
      'We could not submit the test. Please check your connection and try again: your answers are kept.',
    closedHeading: 'Your test is closed',
    closedByCandidate: 'You submitted the test. Your result comes with the results of the exam.',
    closedByDeadline:
      'The time ran out, so the test closed. Your result comes with the results of the exam.',
    allCounted: 'Every answer you gave was counted.',
    notCountedHeading: 'Answers not counted',
    notCountedIntro:
      'These answers did not reach us before the test closed, or did not fit their question, so they were not counted:',
  },
  organiserPapers: {
    heading: 'Test papers',
    intro:
      'Upload a paper in the Apex paper format (a JSON file), check every question as a candidate will see it, in English and Hindi, then assign it to its grade.',
    fileLabel: 'Paper file (JSON)',
    upload: 'Upload and check',
    uploading: 'Checking the paper…',
    notJson: 'This file is not JSON, so it could not be checked. Please choose the paper file.',
    noFile: 'Please choose a paper file first.',
    failed: 'We could not upload the paper. Please check your connection and try again.',
    problemsHeading:
      '{count, plural, one {# problem found: nothing was stored} other {# problems found: nothing was stored}}',
    problemPlace: 'Place',
    problemWhat: 'Problem',
    stored: 'Paper “{paperId}” for Grade {grade} is stored. Check it below, then assign it.',
    previewHeading: 'Preview as a candidate sees it',
    previewLanguage: 'Language of the preview',
    sectionMeta: '{marks} marks, {minutes} minutes',
    itemPlace: 'Question {number} (place: {place}), {marks, plural, one {# mark} other {# marks}}',
    answerNumber: 'The candidate types a number.',
    answerText: 'The candidate types a short answer.',
    pickOne: 'The candidate picks one choice.',
    pickMany: 'The candidate picks every right choice.',
    assign: 'Assign to Grade {grade}',
    assigning: 'Assigning…',
    assigned: 'Paper “{paperId}” is now the Grade {grade} test of this exam.',
    assignedHeading: 'Assigned papers',
    assignedRow: 'Grade {grade}: {paperId}',
    noneAssigned: 'No paper is assigned yet.',
  },
  practice: {
    heading: 'Practice paper',
    intro:
      'A short practice paper for each grade, about {minutes} minutes, with the kinds of questions the test asks, in English and Mathematics. No account is needed: your answers are checked on this device and never sent anywhere.',
    chooseGrade: 'Choose your grade',
    loading: 'Loading the practice paper…',
    loadFailed: 'We could not load the practice paper. Please check your connection and try again.',
    tryLoadAgain: 'Try again',
    paperMeta:
      '{count, plural, one {# question} other {# questions}}, about {minutes} minutes. Answer what you can, then check your answers.',
    sectionMeta: '{marks, plural, one {# mark} other {# marks}}',
    question: 'Question {number}',
    pickOne: 'Choose one answer.',
    pickMany: 'Choose every right answer.',
    typeNumber: 'Type a number (a fraction such as 3/4 is fine).',
    typeText: 'Type a short answer.',
    yourAnswer: 'Your answer',
    check: 'Check my answers',
    startAgain: 'Clear my answers and start again',
    scoreHeading: 'Your score',
    total: 'You scored {marks} out of {outOf}.',
    sectionScore: '{section}: {marks} out of {outOf}',
    checkedHere: 'Checked on this device: nothing was sent.',
    right: 'Right',
    wrong: 'Not right',
    unanswered: 'Not answered',
    correctAnswer: 'Correct answer:',
    invite:
      'Know the format before the day: try a short practice paper for your grade, in English or Hindi. No account needed.',
    inviteLink: 'Try a practice paper',
  },
  results: {
    heading: 'Result',
    expected:
      'Results are published by {date}. We will email the result and the certificate to {email}, and show them here.',
    loadFailed: 'We could not load the result. Please check your connection and try again.',
    loading: 'Loading the result…',
    tryAgain: 'Try again',
    score: 'Score obtained',
    scoreValue: '{score}%',
    percentile: 'Percentile in {grade}',
    percentileText: 'Scored higher than {percentile}% of the candidates of {grade}.',
    standing: 'Place in {grade}',
    topFigure: 'Highest score',
    onlyFigure: 'Only candidate',
    topText: 'The highest score of the candidates of {grade}.',
    onlyText: 'The only candidate of {grade}, so there is no percentile.',
    fewText: 'Fewer than {min} candidates took the exam in {grade}, so there is no percentile.',
    achievement: 'Achievement',
    achievements: {
      participation: 'Participation',
      merit: 'Merit',
      prize: 'Prize',
    },
    prizeHeading: 'Prize: a prize voucher is on its way',
    prizeText:
      'The candidate scored above 95%. We will email {email} within 14 days to confirm where the prize voucher is sent.',
    certificate: 'Certificate',
    certificateLink: 'View and print the certificate',
    certificateHint: 'Anyone with this link can check the certificate, for example a school.',
    certificateWithdrawn: 'The certificate has been cancelled. Its link now says so.',
    withdraw: 'Cancel the certificate',
    withdrawQuestion:
      'Cancel this certificate? Anyone who opens its link will see that it is cancelled. A cancelled certificate can never be made valid again.',
    withdrawConfirm: 'Yes, cancel the certificate',
    withdrawKeep: 'Keep the certificate',
    withdrawing: 'Cancelling the certificate…',
    withdrawFailed: 'We could not cancel the certificate. It is still valid; please try again.',
    problems: {
      'unknown-number': 'No registration has this number',
      duplicate: 'This number is on an earlier row too',
      'score-out-of-range': 'The score is not between 0 and 100%',
      'guardian-not-confirmed': 'The parent or guardian has not confirmed this registration',
      'missing-score': 'There is no score',
    },
  },
  /** The guardian's mail once the results are published (resultMail.ts). */
  resultMail: {
    subject: 'Apex exam result of {candidateName} ({editionName})',
    correctedSubject: 'Corrected: Apex exam result of {candidateName} ({editionName})',
    greeting: 'Dear {guardianName},',
    correctedScore:
      'The result of {candidateName} ({grade}) in the {editionName} Apex exam has been corrected. The score is now {score}%.',
    correctedCertificate:
      'The certificate now says so. A signed file of it you downloaded before is cancelled; download the new one from its page:',
    score:
      'The results of the {editionName} Apex exam are out. {candidateName} ({grade}) scored {score}%.',
    standingPercentile: 'That is higher than {percentile}% of the candidates of the same grade.',
    standingTop: 'That is the highest score of the candidates of the same grade.',
    standingOnly:
      '{candidateName} was the only candidate of this grade, so there is no percentile.',
    standingFew:
      'Fewer than {min} candidates took the exam in this grade, so there is no percentile.',
    achievement: 'Achievement: {achievement}.',
    prize:
      'The score is above 95%, so {candidateName} wins a prize voucher. We will email you within 14 days to confirm where to send it.',
    certificate:
      'The certificate is ready. Open it to print it; anyone with the link, for example a school, can check it:',
    registration:
      'The result is also on the registration page. If you want to cancel the certificate, you can do that there too:',
    signature: `The ${AGENCY.name} team`,
  },
  /** The public certificate page, /certificate/:id (issue 29). */
  certificate: {
    title: 'Certificate',
    documentTitle: 'Certificate of {achievement}',
    heading: 'Certificate of {achievement}',
    awardedTo: 'This certifies that',
    took: 'of {grade} took the Apex exam, {editionName}, and earned',
    school: 'School: {school}',
    issuedOn: 'Date of issue: {date}',
    organiser: 'Issued by: {organiser}',
    recognisedBy: 'Recognised by {body}',
    verify: 'Scan to check this certificate online: {address}',
    qrLabel: "QR code of this page's address",
    withdrawnHeading: 'This certificate is no longer valid',
    withdrawnText: "The candidate's parent or guardian cancelled it on {date}.",
    withdrawnNothingShown: 'To protect the candidate, nothing else about it is shown.',
    notFound: 'No certificate has this address',
    notFoundText:
      "Please check the link. A certificate's address is exactly as it was emailed; the parent or guardian can also open it from the registration page.",
    /** The way on from an unknown certificate address (issue 39): no dead end. */
    notFoundHome: 'Go to the home page',
    notFoundRegistration: 'Open your registration',
    loading: 'Checking the certificate…',
    loadFailed: 'We could not check the certificate. Please check your connection and try again.',
    tryAgain: 'Try again',
    print: 'Print',
    showSchool: "Show the school's name on the certificate",
    showSchoolHint:
      "Anyone who has the certificate's link can see it. If you leave this box unticked, the certificate does not show the school's name.",
  },
  /**
   * The signed digital certificate (issue 32, packages/core/src/credential/). The first five go
   * into the Open Badges credential itself, in English (`inLanguage`); the rest are for the page.
   */
  credential: {
    name: 'Apex exam, {editionName}: certificate of {achievement}',
    description:
      '{candidateName} of {grade} took the Apex exam, {editionName}, and earned the certificate of {achievement}.',
    achievementName: 'Apex exam, {editionName}: {achievement}',
    achievementDescription:
      'The certificate of {achievement} of the Apex exam, {editionName}, issued by {organiser}.',
    criteria: {
      participation:
        'Took the Apex exam, {editionName}, with a registration confirmed by a parent or guardian.',
      merit: 'Scored {threshold}% or more in the Apex exam, {editionName}.',
      prize: 'Scored above {threshold}% in the Apex exam, {editionName}.',
    },
    heading: 'Digital signature',
    checking: 'Checking the digital signature…',
    valid: 'Valid',
    validText:
      'Signed by {issuer} on {date} and unchanged since: the signature matches the key {issuer} publishes.',
    notValid: 'Not valid',
    notValidText:
      'The signed certificate does not match the key {issuer} publishes, or this page: it may have been changed. Do not rely on it.',
    unsupported: 'Cannot be checked in this browser',
    unsupportedText:
      'This browser cannot check the signature. Please open this page in a recent version of your browser.',
    checkFailed:
      'We could not fetch the key to check the signature. Please check your connection and try again.',
    absent: 'This certificate was issued without a digital signature.',
    revoked: 'Cancelled',
    revokedText:
      '{issuer} has cancelled this credential: it no longer stands, and any wallet or verifier that checks it reads the same.',
    statusUnknown:
      'Whether {issuer} has cancelled it could not be checked just now. Please try again later.',
    fileHeading: 'Check a signed file',
    fileIntro:
      'Were you given a signed copy of this certificate ({file})? Choose it to see what it says now.',
    fileLabel: 'Signed certificate file ({file})',
    fileChecking: 'Checking the file…',
    fileRevoked: '{issuer} has cancelled the credential in this file. Do not rely on it.',
    fileActive: 'This file is signed by {issuer}, and it has not been cancelled.',
    fileOther: "This file is another certificate's, not this one's.",
    fileUnlisted:
      'This file is signed by {issuer}, but names no list that could cancel it: this page is the record, and the certificate is no longer valid.',
    fileInvalid:
      'This file is not a certificate signed with the key this site publishes, or it was changed. Do not rely on it.',
    fileFailed: 'We could not check the file just now. Please check your connection and try again.',
    issuedBy: 'Issued by: {issuer}',
    issuedOn: 'Issued on: {date}',
    downloadSigned: 'Download the signed certificate ({file})',
    downloadContents: 'Download a readable copy ({file})',
    copyNotCredential:
      'The readable copy is not the credential: it carries no signature and proves nothing. A wallet, or anyone checking, needs the signed file ({signed}).',
    downloadHint:
      'The signed file is an {standard} credential: a digital wallet or learner record can import it, and anyone can check it against the key {issuer} publishes, offline, for years.',
  },
  /**
   * The consent notice (consentNotice.ts, issue 28): changing it in any language needs a new
   * CONSENT_NOTICE_VERSION (a test pins each version's text).
   */
  consentNotice: {
    text: `I am the candidate's parent or guardian. I consent to ${AGENCY.name} keeping the details above (the candidate's name, grade and school, and the parent or guardian's name, email address and mobile number if given) to run the exam and send the certificate and result to the parent or guardian's email address. If that address is not this account's, ${AGENCY.name} first emails a link to it, and the registration counts only once the parent or guardian confirms with that link. The details are kept until ${DATA_RETENTION_MONTHS} months after the exam's last test day and then deleted. The candidate's name, grade and achievement (and the school, if agreed) appear on a public certificate page and in a signed digital credential that anyone given its link can check; withdrawing cancels both. The details are stored and processed for ${AGENCY.name} by Google (Firebase, in India); mails are sent through ${AGENCY.name}'s email delivery provider; the site's forms are protected against automated abuse by Google reCAPTCHA (Firebase App Check); and where a grade's test is taken on an external test site, that site receives what is entered there. A complaint can go to ${AGENCY.name}'s grievance officer, who answers within ${GRIEVANCE_RESPONSE_DAYS} days, and then to the Data Protection Board of India. Consent can be withdrawn at any time by withdrawing the registration, or by the parent or guardian from the link in every mail sent to them, which deletes them with any result and certificate. A record of each consent, confirmation and withdrawal is kept as proof of consent; it holds none of the candidate's details.`,
  },
  /** The consent mails (consentMail.ts): the guardian's link, and the "email plus" notice. */
  consentMail: {
    greeting: 'Dear {guardianName},',
    guardianSubject: 'Please confirm the Apex exam registration of {candidateName}',
    guardianRegistered:
      "The account {registrantEmail} has registered {candidateName} ({grade}) for the {editionName} Apex exam, and gave this address as the parent's or guardian's.",
    guardianAsk:
      'The registration counts only once you confirm it. Open this link to see what is kept, why and for how long, and to confirm or decline:',
    guardianExpires:
      'The link works once, until {date}. After that, the person who registered can send a new one.',
    guardianNotYou:
      "If you do not know of this registration, or do not agree to it, choose “Decline and delete it” on that page. The registration and the candidate's details are deleted.",
    kept: `We keep the details only to run the exam and send the certificate and result, until ${DATA_RETENTION_MONTHS} months after the exam's last test day, and then delete them.`,
    noticeSubject: 'Apex exam registration of {candidateName}: your consent is recorded',
    noticeRegistered:
      'You registered {candidateName} ({grade}) for the {editionName} Apex exam from the account {registrantEmail}, and gave your consent as the parent or guardian. This mail is your record of it.',
    noticeWithdraw:
      'You can see, correct or withdraw the registration at any time on this page; withdrawing deletes the details:',
    manage:
      'You can see what we hold about the candidate, and why, and withdraw your consent at any time, on your own page. Withdrawing deletes the registration, the result and the certificate:',
    withdrawnSubject: 'Apex exam registration of {candidateName}: consent withdrawn',
    withdrawnGreeting: 'Hello,',
    withdrawnBody:
      'The parent or guardian ({guardianName}) has withdrawn their consent to the registration of {candidateName} ({grade}) for the {editionName} Apex exam. The registration, and any result and certificate, have been deleted. If this is a mistake, please speak with them; you can register again while registration is open:',
    signature: `The ${AGENCY.name} team`,
  },
  /** Whether the guardian has confirmed a registration (issue 28), on the slip and /page3. */
  guardianStatus: {
    label: "Parent or guardian's confirmation",
    confirmed: 'Confirmed on {date}',
    awaiting: 'Awaiting confirmation',
    awaitingHeading: 'Not registered yet: waiting for the parent or guardian',
    awaitingText:
      'We emailed {email} a link to confirm this registration. It counts only once they confirm; the link works for {days} days.',
    confirmedText: 'The parent or guardian confirmed this registration on {date}.',
    /**
     * After a save that awaits the guardian, instead of registration.saved. The server queues the
     * mail after the save (the registration trigger), so this says what will happen.
     */
    savedAwaiting:
      'Registration saved. We will email the parent or guardian a link; it counts only once they confirm it.',
    resend: 'Send the mail again',
    resending: 'Sending…',
    resent: 'We sent a new link to {email}. Links sent before no longer work.',
    resendFailed: 'We could not send the mail. Please try again in a moment.',
    changeAddress: "Change the parent's or guardian's address",
    parentOnly:
      "Only the candidate's parent or guardian may register. If the parent's or guardian's email address below is not this account's, we email it a link, and the registration counts once it is confirmed there.",
    examNotConfirmed:
      'Your registration is waiting for the parent or guardian to confirm it. It counts once they open the link we emailed to {email}.',
    /** The memory backend sends no real mail; only there the page shows its mailbox. */
    devMail: 'Development backend: no real mail is sent. The newest mail to {email}:',
    devOpenLink: "Open the guardian's link",
  },
  /** The guardian's own page (issue 38): what is held about the child, and consent withdrawn. */
  guardianManage: {
    title: 'Your consent for an exam registration',
    withdrawnTitle: 'Consent withdrawn',
    loading: 'Opening the registration…',
    intro:
      'You are the parent or guardian named in this registration. This page shows what we hold about the candidate and why, and lets you withdraw your consent at any time.',
    heldHeading: 'What we hold',
    guardianEmail: "Parent's or guardian's email",
    status: 'Consent',
    confirmed: 'Given',
    awaiting: 'Not yet given',
    result: 'Result and certificate',
    resultHeld: 'Published',
    resultNone: 'None yet',
    whyHeading: 'Why, and for how long',
    why: 'We use these details only to run the exam and to send the certificate and result to you. We do not sell them or use them for advertising.',
    until: 'We delete them on {date}, unless you withdraw your consent before.',
    withdrawHeading: 'Withdraw your consent',
    withdrawExplain:
      'Withdrawing deletes the registration, the result and the certificate, which then no longer works. The person who registered is told by mail. This cannot be undone.',
    withdraw: 'Withdraw consent',
    confirmQuestion: 'Withdraw your consent and delete the registration of {candidateName}?',
    confirmWithdraw: 'Yes, withdraw and delete',
    cancel: 'Keep the registration',
    working: 'Withdrawing…',
    withdrawn:
      'Your consent is withdrawn. The registration, and any result and certificate, have been deleted, and the person who registered has been told.',
    failed: 'We could not withdraw your consent. Please check your connection and try again.',
    noToken:
      'This page needs the link from the mail. Please open the whole link from the mail again.',
  },
  /** The page a guardian opens from the mail (/guardian?token=…, issue 28); needs no account. */
  guardianPage: {
    title: 'Confirm an exam registration',
    loading: 'Opening the registration…',
    intro:
      "Someone has registered a child for the Apex exam and gave your address as the parent's or guardian's. Please check the details, then confirm or decline.",
    registeredBy: 'Registered from the account',
    candidate: 'Candidate',
    grade: 'Grade',
    school: 'School',
    guardian: 'Parent or guardian',
    edition: 'Exam',
    keptHeading: 'What we keep, why and for how long',
    keptWhat:
      "We keep the candidate's name, grade and school, and the parent's or guardian's name, email address and mobile number if given.",
    keptWhy:
      'We use them only to run the exam and to send the certificate and result to this address.',
    keptHowLong: `We keep them until {date}, ${DATA_RETENTION_MONTHS} months after the exam's last test day, and then delete them.`,
    expires: 'This link works until {date}.',
    question: 'Do you, as the parent or guardian, agree to this registration?',
    confirm: 'Confirm the registration',
    decline: 'Decline and delete it',
    working: 'Saving your answer…',
    confirmed:
      'Thank you. The registration is confirmed; the certificate and result will be sent to this address.',
    declined:
      "You have declined this registration. The registration and the candidate's details have been deleted.",
    /** After an answer (issue 39): the page no longer asks, and offers a way on. */
    answeredTitle: 'Your answer is saved',
    home: 'Go to the home page',
    noToken:
      'This page needs the link from the mail. Please open the whole link from the mail again.',
    failed: 'We could not save your answer. Please check your connection and try again.',
    details: 'The registration',
    /** The notice in force, which a confirmation is recorded under (issue 38). */
    noticeHeading: 'What you agree to by confirming',
    /** Before an answer the reader may be a stranger (issue 38): the first name and grade only. */
    candidateFirstName: "Candidate's first name",
    shownOnceConfirmed:
      "The candidate's full name and school are shown only after a parent or guardian confirms, so that a mail sent to a wrong address tells a stranger as little as possible.",
  },
  /**
   * Who may consent (issue 38; docs/adr/0150-who-may-consent.md): sign-up asks whether the person
   * is 18 or older; an under-18 account names a parent, who confirms it through a mailed link.
   */
  accountAge: {
    legend: 'Are you 18 or older?',
    adult: 'Yes, I am 18 or older',
    minor: 'No, I am under 18',
    hint: "We ask because only a parent or lawful guardian may agree to a child's details being kept.",
    parentEmail: "Your parent's email address",
    parentEmailHint: `We will email your parent a link. Until they confirm, the account cannot register for the exam or keep a picture; without their confirmation it is deleted after ${GUARDIAN_LINK_VALID_DAYS} days.`,
    ageRequired: 'Please choose whether you are 18 or older.',
    parentEmailRequired: "Please enter your parent's email address.",
    parentEmailOwn: "Please enter your parent's own email address, not this account's.",
    askTitle: 'One question before you go on',
    askIntro:
      'Your account was made with Google. Before it can register for the exam or keep a picture, please tell us whether you are 18 or older.',
    askButton: 'Save my answer',
    askLink: 'Answer the question',
    answeredAdult: 'Thank you. Your answer is saved.',
    // Shown when the answer is stored: on Firebase the mail is queued by a trigger after that, so
    // it says what will happen, not that it has (ADR 0128).
    answeredMinor:
      'Thank you. Your answer is saved, and we will email your parent a link to confirm your account.',
  },
  /** The mail to the parent of an under-18 account (accountAgeMail.ts, issue 38). */
  parentMail: {
    subject: "Please confirm your child's Apex account",
    greeting: 'Dear parent,',
    created:
      "An account was created on the Apex exam site with the address {accountEmail}. Its owner said they are under 18 and gave this address as their parent's.",
    ask: 'Until you confirm, the account cannot register for the exam or keep a picture. If you are their parent or lawful guardian and agree, open this link to confirm:',
    expires:
      'The link works once, until {date}. If it is not confirmed by then, the account and its details are deleted.',
    notYou: 'If you do not know of this account, do nothing: it is deleted when the link expires.',
    signature: `The ${AGENCY.name} team`,
  },
  /** The page a parent opens from that mail (/parent?token=…); needs no account. */
  parentPage: {
    title: "Confirm your child's account",
    loading: 'Opening the request…',
    intro:
      "An account was created on the Apex exam site by someone who said they are under 18 and gave your address as their parent's.",
    account: 'The account',
    kept: 'Once you confirm, the account may keep its username, email address and picture, and register for the exam. You can ask us to delete it at any time.',
    expires: 'Without your confirmation, the account and its details are deleted on {date}.',
    declaration: 'I am the parent or lawful guardian of the person who created this account.',
    declarationRequired: 'Please tick the box to say that you are their parent or lawful guardian.',
    confirm: 'Confirm the account',
    working: 'Saving your answer…',
    confirmed: 'Thank you. The account is confirmed.',
    noToken:
      'This page needs the link from the mail. Please open the whole link from the mail again.',
  },
  /**
   * The development mailbox (issue 43): the dev server's panel listing every mail the memory
   * backend "sent". Never in a production build; the words are here like every other.
   */
  organiserAttemptResults: {
    heading: 'Scores from the test on this site',
    intro:
      'For grades whose test is taken on this site, the server scores each attempt when it closes. Read the scores and publish them: no results file is needed. Percentiles, prizes, certificates and mails follow as they do for a file.',
    read: 'Read the scores of closed attempts',
    reading: 'Reading the scores…',
    ready:
      '{count, plural, =0 {No attempt has closed yet.} one {# closed attempt is ready to publish.} other {# closed attempts are ready to publish.}}',
    absent:
      '{count, plural, =0 {Every confirmed candidate started the test.} one {# confirmed candidate never started the test: absent, so no result and no certificate.} other {# confirmed candidates never started the test: absent, so no result and no certificate.}}',
    open: '{count, plural, one {# attempt is still open, so nothing can be published yet.} other {# attempts are still open, so nothing can be published yet.}} Publish once every attempt has been submitted or has run out of time, then read the scores again.',
    failed: 'The scores could not be read. Please check your connection and try again.',
  },
  organiserAnalysis: {
    heading: 'Item analysis',
    intro:
      "How each question of a grade's paper worked, from its closed attempts: the share of candidates who answered it right, how well it told the strongest candidates from the weakest (discrimination: the share right in the top 27% minus the share right in the bottom 27%, from −1 to 1), and how many picked each choice.",
    gradeLabel: 'Grade',
    show: 'Show the item analysis',
    loading: 'Reading the attempts…',
    summary:
      'Paper {paper}: {attempts, plural, =0 {no closed attempt.} one {# closed attempt.} other {# closed attempts.}}',
    caption: "Item analysis of {grade}, each question in the paper's order",
    columnItem: 'Question',
    columnAnswered: 'Answered',
    columnShareRight: 'Answered right',
    columnDiscrimination: 'Discrimination',
    columnPicked: 'Choices picked',
    item: 'Question {number} ({id})',
    noDiscrimination: 'Needs two attempts or more',
    typedAnswer: 'A typed answer',
    picked: 'Choice {choice}: {count}',
    failed: 'The item analysis could not be read. Please check your connection and try again.',
  },
  devMailbox: {
    title: 'Development mailbox',
    intro:
      "Every mail the site sent from this browser, newest first. No real mail is sent: like the accounts, the mail is kept in this browser's storage.",
    /** The floating button; `count` is how many mails there are. */
    button: 'Mailbox: {count}',
    open: 'Open the development mailbox',
    close: 'Close the mailbox',
    empty: 'No mail has been sent yet.',
    to: 'To: {email}',
    sentAt: 'Sent: {time}',
    links: 'Links in the mail',
    kinds: {
      verifyEmail: 'Verify your email address',
      passwordReset: 'Reset your password',
      changeEmail: 'Verify your new email address',
      'guardian-confirm': "A parent's or guardian's consent is asked",
      'parent-confirm': "A parent's confirmation of a child's account is asked",
      'consent-notice': 'Consent recorded',
      'consent-withdrawn': 'Consent withdrawn',
      result: 'Exam result and certificate',
      'result-corrected': 'Exam result corrected',
      'subscription-confirm': 'Confirm your subscription',
    },
    verify: 'Open the verification link',
    verified: 'Done: the email address is verified.',
    changeEmail: 'Open the link to change the address',
    changed: 'Done: the account now logs in with {email}.',
    newPassword: 'New password',
    resetPassword: 'Set the new password',
    passwordSet: 'Done: the new password is set. You can log in with it now.',
    linkUsed: 'This link has already been used or has expired.',
  },
} as const;
