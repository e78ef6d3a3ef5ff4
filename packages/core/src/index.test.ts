import { describe, expect, it } from 'vitest';
import * as core from './index.ts';

describe('the public API of @apex/core', () => {
  // Other packages import these names; additions are fine, a rename or removal breaks them.
  it('keeps exporting every name other packages build on', () => {
    expect(Object.keys(core)).toEqual(
      expect.arrayContaining([
        'AGENCY',
        'AUTH_REDIRECT_DELAY_MS',
        'DEFAULT_LOCALE',
        'COURSES',
        'COURSE_LEVELS',
        'EMAIL_MAX_LENGTH',
        'EXAM',
        'GALLERY_SCROLL_INTERVAL_MS',
        'GRADE_TEST_LINKS',
        'KNOWN_ERROR_CODES',
        'LEARNING_RESOURCES',
        'NAV_BAR_HEIGHT_PX',
        'PASSWORD_CRITERIA',
        'PASSWORD_MIN_LENGTH',
        'PASSWORD_SPECIAL_CHARACTERS',
        'POLICIES',
        'PROFILE_PICTURE_MAX_BYTES',
        'PROFILE_PICTURE_MAX_DIMENSION_PX',
        'PROFILE_PICTURE_MAX_MB',
        'PROFILE_PICTURE_URL_MAX_LENGTH',
        'PROFILE_TOAST_MS',
        'SUBSCRIPTION_TOPICS',
        'USERNAME_MAX_LENGTH',
        'VISIBILITY_THRESHOLD',
        'checkProfilePicture',
        'describeError',
        'describeSubscriptionError',
        'findCourse',
        'formatDateRange',
        'formatDay',
        'formatLakh',
        'formatRupees',
        'isCourseLevel',
        'isImageContentType',
        'isKnownErrorCode',
        'isSubscriptionTopic',
        'isValidEmail',
        'meetsAllPasswordCriteria',
        'messagesFor',
        'normalizeSubscriberEmail',
        'passwordChecklist',
        'validateLogin',
        'validateProfile',
        'validateReset',
        'validateSignUp',
        'validateSubscription',
        // Hardening (issue 16): the adapters and the web app build on these.
        'STORED_PICTURE_TYPES',
        'fitUsername',
        'isStoredPictureType',
        'isValidProfileDocument',
      ]),
    );
  });
});
