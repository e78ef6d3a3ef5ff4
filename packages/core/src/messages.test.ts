import { I18n } from '@lingui/core';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { KnownErrorCode } from './errors.ts';
import type { CatalogOf } from './locales/catalog.ts';
import { messages as compiled } from './locales/compiled/en.ts';
import { en } from './locales/en.ts';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Messages,
  messagesFor,
  registerCatalog,
} from './messages.ts';

/**
 * Every text in a dictionary with its path, e.g. ["success.login", "Login successful!"]; a message
 * with a parameter is read with a sample value.
 */
function leaves(entries: object, path = ''): [string, string][] {
  return Object.entries(entries).flatMap(([key, text]): [string, string][] => {
    const at = path === '' ? key : `${path}.${key}`;
    if (typeof text === 'function')
      return [[at, String(text({ email: 'asha@example.com', percent: 42 }))]];
    if (typeof text === 'object' && text !== null) return leaves(text, at);
    return [[at, String(text)]];
  });
}

describe('messagesFor', () => {
  it('knows its languages', () => {
    expect(isLocale('hi')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('gives the English words by default and for "en", the same object each time', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(messagesFor()).toBe(messagesFor('en'));
    expect(messagesFor().success.login).toBe(en.success.login);
  });

  it('gives every entry of the source catalog, with the same nesting', () => {
    const read = leaves(messagesFor('en')).map(([path]) => path);
    expect(read).toEqual(leaves(en).map(([path]) => path));
  });

  it('types the words as the English keys, strings or functions of their placeholders', () => {
    expectTypeOf<keyof Messages>().toEqualTypeOf<keyof typeof en>();
    expectTypeOf<keyof Messages['errors']>().toEqualTypeOf<KnownErrorCode>();
    expectTypeOf<Messages['success']['login']>().toEqualTypeOf<string>();
    const hindiLogin = { ...en, success: { ...en.success, login: 'लॉगिन सफल!' } };
    expectTypeOf(hindiLogin).toMatchTypeOf<CatalogOf<typeof en>>();
    const { login: _missing, ...withoutLogin } = en.success;
    expectTypeOf({ ...en, success: withoutLogin }).not.toMatchTypeOf<CatalogOf<typeof en>>();
  });
});

describe('the English dictionary', () => {
  const messages = messagesFor('en');

  it('gives every key some words', () => {
    for (const [path, text] of leaves(messages)) expect(text.trim(), path).not.toBe('');
  });

  it('quotes the error and the five success messages of spec section 8 verbatim', () => {
    expect(messages.errors['auth/email-already-in-use']).toBe(
      'The email address is already in use. Please use a different email or login.',
    );
    expect(messages.success).toEqual({
      login: 'Login successful!',
      signUp: 'Registration successful! Please login.',
      passwordReset: 'Password reset email sent!',
      googleSignIn: 'Google sign-in successful!',
      profileUpdated: 'Your profile is updated',
      // Not the spec's: shown instead of signUp, whose "Please login." is untrue (docs/adr).
      accountCreated: 'Your account is created and you are logged in.',
    });
  });

  it('quotes the two validation messages of spec section 5 verbatim', () => {
    expect(messages.validation.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(messages.validation.passwordCriteria).toBe('Password does not meet all criteria.');
  });

  it('names the field in every required-field message', () => {
    expect(messages.validation.usernameRequired).toBe('Please enter a username.');
    expect(messages.validation.emailRequired).toBe('Please enter your email address.');
    expect(messages.validation.passwordRequired).toBe('Please enter your password.');
    expect(messages.validation.confirmPasswordRequired).toBe('Please confirm your password.');
  });

  it('says how to fix an invalid email, a long username and a refused picture', () => {
    expect(messages.validation.emailInvalid).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(messages.validation.usernameTooLong).toBe(
      'Please keep your username to 60 characters or fewer.',
    );
    expect(messages.validation.pictureNotImage).toBe(
      'Please choose an image file (for example JPG, PNG or WebP).',
    );
    expect(messages.validation.pictureTooLarge).toBe(
      'That picture is larger than 5 MB. Please choose a smaller one.',
    );
  });

  it('words a picture the service refuses as the form does', () => {
    expect(messages.errors['storage/invalid-content-type']).toBe(
      messages.validation.pictureNotImage,
    );
    expect(messages.errors['storage/file-too-large']).toBe(messages.validation.pictureTooLarge);
  });

  it('ends every error and failure in a full stop, each failure its own sentence', () => {
    for (const text of [...Object.values(messages.errors), ...Object.values(messages.failures)]) {
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    const failures = Object.values(messages.failures);
    expect(new Set(failures).size).toBe(failures.length);
  });

  it('tells the user a failed save kept their edits', () => {
    expect(messages.failures.profileSave).toContain('Your edits are still here');
  });

  it('puts a value known only at run time into its sentence', () => {
    expect(messages.status.uploading({ percent: 42 })).toBe('Uploading your picture: 42%');
    expectTypeOf<Messages['status']['uploading']>().toEqualTypeOf<
      (values: { readonly percent: string | number }) => string
    >();
    expect(messages.verification.resent({ email: 'asha@example.com' })).toBe(
      'We sent a new link to asha@example.com. It may take a minute to arrive.',
    );
  });

  it('names the address to verify, and why it matters, in the calm banner', () => {
    const banner = messages.verification.banner({ email: 'asha@example.com' });
    expect(banner).toContain('asha@example.com');
    expect(banner).toContain('Registering for the exam needs a confirmed address');
    expect(messages.hints.profileEmail).toContain('log in with');
    // Certificates go to the guardian's address, which need not be the account's (issue 39).
    for (const text of [
      banner,
      messages.hints.profileEmail,
      messages.errors['registration/email-not-verified'],
    ]) {
      expect(text).not.toMatch(/certificate/i);
    }
  });

  it('says what deleting the account removes, the lists included', () => {
    expect(messages.deleteAccount.deletesAccount({ email: 'asha@example.com' })).toBe(
      'Your account: you can no longer log in as asha@example.com.',
    );
    expect(messages.deleteAccount.deletesProfile).toContain('profile');
    expect(messages.deleteAccount.deletesPicture).toContain('picture');
    expect(messages.deleteAccount.deletesRegistrations).toContain('exam registration');
    expect(messages.deleteAccount.deletesSubscriptions).toContain('subscriptions');
    expect(messages.deleteAccount.deleted).toBe('Your account and data have been deleted.');
  });

  it('states the picture limits in the hint', () => {
    expect(messages.hints.picture).toBe(
      'An image up to 5 MB. We resize it to 512 pixels before uploading.',
    );
  });

  it('tells a subscriber each list asks for confirmation and can be left from any mail', () => {
    for (const purpose of Object.values(messages.subscribe.purpose)) {
      expect(purpose).toContain('every mail has a link to leave the list');
    }
  });
});

describe('loading a language', () => {
  // A fresh copy of the module, as the browser starts: only English is in it.
  async function freshMessages() {
    vi.resetModules();
    return import('./messages.ts');
  }

  it('has only English until another language is loaded, and refuses to guess', async () => {
    const fresh = await freshMessages();
    expect(fresh.isCatalogLoaded('en')).toBe(true);
    expect(fresh.isCatalogLoaded('hi')).toBe(false);
    expect(() => fresh.messagesFor('hi')).toThrow("await loadCatalog('hi')");
    await fresh.loadCatalog('en');
    expect(fresh.isCatalogLoaded('hi')).toBe(false);
  });

  it('gives the Hindi words once loadCatalog resolves, and loads them once', async () => {
    const fresh = await freshMessages();
    await fresh.loadCatalog('hi');
    expect(fresh.isCatalogLoaded('hi')).toBe(true);
    const words = fresh.messagesFor('hi');
    expect(words.account.password).toBe('पासवर्ड');
    await fresh.loadCatalog('hi');
    expect(fresh.messagesFor('hi')).toBe(words);
  });

  it('forgets the words it made from a catalog that is registered again', async () => {
    const fresh = await freshMessages();
    fresh.registerCatalog('hi', { 'account.password': ['कूटशब्द'] });
    expect(fresh.messagesFor('hi').account.password).toBe('कूटशब्द');
  });
});

describe('the words of a language, built', () => {
  it('formats each entry when it is first read, once, not all of them up front', () => {
    const format = vi.spyOn(I18n.prototype, '_');
    registerCatalog('en', compiled);
    const words = messagesFor('en');
    expect(format).not.toHaveBeenCalled();
    expect(words.success.login).toBe(en.success.login);
    expect(words.success.login).toBe(en.success.login);
    expect(format).toHaveBeenCalledTimes(1);
  });
});

describe('counts (issue 39)', () => {
  it('are ICU plurals: "1 registration", never "1 registrations", in both languages', async () => {
    await import('./locales/allCatalogs.ts');
    const en = messagesFor('en').organiserConsole;
    const hi = messagesFor('hi').organiserConsole;
    expect(en.exported({ count: 1 })).toBe('Exported 1 registration.');
    expect(en.exported({ count: 2 })).toBe('Exported 2 registrations.');
    expect(en.exported({ count: 100_000 })).toBe('Exported 1,00,000 registrations.');
    expect(hi.exported({ count: 1 })).toBe('1 पंजीकरण एक्सपोर्ट हो गया।');
    expect(hi.exported({ count: 3 })).toBe('3 पंजीकरण एक्सपोर्ट हो गए।');
  });
});
