import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_DELAY_MS,
  EMAIL_MAX_LENGTH,
  GALLERY_SCROLL_INTERVAL_MS,
  NAV_BAR_HEIGHT_PX,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MAX_DIMENSION_PX,
  PROFILE_PICTURE_MAX_MB,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  PROFILE_TOAST_MS,
  USERNAME_MAX_LENGTH,
  VISIBILITY_THRESHOLD,
} from './limits.ts';

describe('limits of spec section 9', () => {
  it('redirects 2000 ms after an authentication success', () => {
    expect(AUTH_REDIRECT_DELAY_MS).toBe(2000);
  });

  it('shows the profile toast for 6000 ms', () => {
    expect(PROFILE_TOAST_MS).toBe(6000);
  });

  it('scrolls the gallery every 2500 ms', () => {
    expect(GALLERY_SCROLL_INTERVAL_MS).toBe(2500);
  });

  it('plays the about image when half of it is visible', () => {
    expect(VISIBILITY_THRESHOLD).toBe(0.5);
  });

  it('keeps the navigation bar 91 px high', () => {
    expect(NAV_BAR_HEIGHT_PX).toBe(91);
  });
});

describe('limits we add', () => {
  it('refuses pictures over 5 MB, counted in binary megabytes', () => {
    expect(PROFILE_PICTURE_MAX_MB).toBe(5);
    expect(PROFILE_PICTURE_MAX_BYTES).toBe(5_242_880);
  });

  it('downscales pictures to 512 px on the longer side', () => {
    expect(PROFILE_PICTURE_MAX_DIMENSION_PX).toBe(512);
  });

  it('bounds stored profile text', () => {
    expect(USERNAME_MAX_LENGTH).toBe(60);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(PROFILE_PICTURE_URL_MAX_LENGTH).toBe(2048);
  });
});
