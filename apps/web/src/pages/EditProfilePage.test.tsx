import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import {
  AUTH_REDIRECT_DELAY_MS,
  messagesFor,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_TOAST_MS,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage } from '../features/account/downscaleImage.ts';
import { PictureUnreadableError } from '../features/account/reencodePicture.ts';
import { SESSION_HINT_KEY } from '../features/session/sessionHint.ts';
import { detail, main, openProfile, PROFILE, startEditing } from '../testing/profilePage.ts';
import { renderAccountRoutes } from '../testing/renderAccountRoutes.tsx';
import {
  backendWithAccount,
  holdNextAuthCall,
  TEST_EMAIL,
  TEST_PASSWORD,
} from '../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no canvas: the downscaler is replaced, and its sizing maths is tested in fitWithin.test.ts.
vi.mock('../features/account/downscaleImage.ts', () => ({ downscaleImage: vi.fn() }));

/** What the browser says when an adapter's chunk cannot be fetched (after a deploy, offline). */
const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/files-1a2b.js');

const SCALED = new File(['scaled-bytes'], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.mocked(downscaleImage).mockResolvedValue(SCALED);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the /edit-profile guard', () => {
  it('sends a signed-out visitor to /login, and back to /edit-profile after logging in', async () => {
    const { backend } = await backendWithAccount({ profile: PROFILE, signedIn: false });
    const { user, location } = renderAccountRoutes({ route: '/edit-profile', backend });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(location()).toBe('/login?redirectTo=%2Fedit-profile');

    const release = holdNextAuthCall(backend, 'signIn');
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await release();
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(location()).toBe('/login?redirectTo=%2Fedit-profile');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/edit-profile');
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('waits for the sign-in state instead of redirecting a signed-in user too early', () => {
    // A browser that signed in here (session hint set) waits for the backend to say who it is.
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const handle = {
      load: () => new Promise<never>(() => {}),
      peek: () => undefined,
      onLoad: () => () => {},
    };
    const { location } = renderAccountRoutes({ route: '/edit-profile', handle });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(location()).toBe('/edit-profile');
  });
});

describe('the read-only profile', () => {
  it('shows username, email and picture, with no editable fields', async () => {
    await openProfile();
    expect(detail('Username')).toBe('Asha');
    expect(detail('Email')).toBe(TEST_EMAIL);
    expect(within(main()).getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      PROFILE.profilePicture,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('creates the missing document from the account name and email, showing its photo', async () => {
    const backend = createMemoryBackend({
      googleAccount: {
        email: TEST_EMAIL,
        displayName: 'Asha Google',
        photoURL: 'https://photos.example/g.png',
      },
    });
    const account = await backend.auth.signInWithGoogle();
    renderAccountRoutes({ route: '/edit-profile', backend });
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(detail('Username')).toBe('Asha Google');
    expect(within(main()).getByRole('img', { name: 'Your avatar' })).toHaveAttribute(
      'src',
      'https://photos.example/g.png',
    );
    // The document may point only at a picture stored for this user, so the photo stays on the account.
    expect(await backend.profiles.read(account.uid)).toEqual({
      username: 'Asha Google',
      email: TEST_EMAIL,
    });
  });

  it('loads for a Google account whose name is longer than a username may be', async () => {
    const longName = 'Asha '.repeat(20).trim();
    const backend = createMemoryBackend({
      googleAccount: { email: TEST_EMAIL, displayName: longName },
    });
    const account = await backend.auth.signInWithGoogle();
    renderAccountRoutes({ route: '/edit-profile', backend });
    await screen.findByRole('button', { name: 'Edit Profile' });

    const fitted = longName.slice(0, USERNAME_MAX_LENGTH).trim();
    expect(detail('Username')).toBe(fitted);
    expect(await backend.profiles.read(account.uid)).toEqual({
      username: fitted,
      email: TEST_EMAIL,
    });
  });

  it('tells the user (and logs) when the profile cannot be loaded, and can try again', async () => {
    const { backend } = await backendWithAccount({ profile: PROFILE, signedIn: false });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // One failure for the nav's read, one for the page's.
    backend.controls.failNext('profiles.read', 'profile/unavailable');
    backend.controls.failNext('profiles.read', 'profile/unavailable');
    await backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD);
    const { user } = renderAccountRoutes({ route: '/edit-profile', backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.profileLoad);
    expect(logged).toHaveBeenCalledWith('Error loading profile:', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(detail('Username')).toBe('Asha');
  });

  it('says a read that took too long did, and Retry reads again (issue 30)', async () => {
    const { backend } = await backendWithAccount({ profile: PROFILE, signedIn: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('profiles.read', 'profile/timeout');
    backend.controls.failNext('profiles.read', 'profile/timeout');
    await backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD);
    const { user } = renderAccountRoutes({ route: '/edit-profile', backend });

    expect(await screen.findByRole('alert')).toHaveTextContent(words.slowRead.profile);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('editing the profile', () => {
  it('Edit Profile opens the form with the current values and focus on Username', async () => {
    const { user } = await openProfile();
    const fields = await startEditing(user);
    expect(fields.username).toHaveValue('Asha');
    expect(fields.username).toHaveFocus();
    expect(fields.email).toHaveValue(TEST_EMAIL);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('Cancel returns to the read-only view unchanged, focus on Edit Profile', async () => {
    const { user, backend, account } = await openProfile();
    const fields = await startEditing(user);
    await user.clear(fields.username);
    await user.type(fields.username, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(detail('Username')).toBe('Asha');
    expect(await backend.profiles.read(account.uid)).toEqual(PROFILE);
  });

  it('requires Username, focusing it', async () => {
    const { user, backend } = await openProfile();
    const update = vi.spyOn(backend.profiles, 'update');
    await startEditing(user);
    await user.clear(screen.getByLabelText('Username'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.usernameRequired);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });

  it('Save writes the username, returns to read-only and shows the toast', async () => {
    const { user, backend, account } = await openProfile();
    const fields = await startEditing(user);
    await user.clear(fields.username);
    await user.type(fields.username, 'Asha V');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(words.success.profileUpdated)).toBeInTheDocument();
    expect(detail('Username')).toBe('Asha V');
    expect(detail('Email')).toBe(TEST_EMAIL);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(await backend.profiles.read(account.uid)).toEqual({
      username: 'Asha V',
      email: TEST_EMAIL,
      profilePicture: PROFILE.profilePicture,
    });
  });

  it.each([
    [
      'the service refuses',
      (backend: MemoryBackend) =>
        backend.controls.failNext('profiles.update', 'profile/unavailable'),
    ],
    [
      'its code is gone (the Firestore chunk, after a deploy)',
      (backend: MemoryBackend) =>
        vi.spyOn(backend.profiles, 'update').mockRejectedValueOnce(chunkGone()),
    ],
  ])(
    'keeps every typed value and says so when the save fails: %s (and logs it)',
    async (_, fail) => {
      const { user, backend, account } = await openProfile();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      fail(backend);
      const fields = await startEditing(user);
      await user.clear(fields.username);
      await user.type(fields.username, 'Asha V');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.profileSave);
      expect(logged).toHaveBeenCalledWith('Error saving profile:', expect.anything());
      expect(screen.getByLabelText('Username')).toHaveValue('Asha V');
      expect(screen.getByLabelText('Email')).toHaveValue(TEST_EMAIL);
      expect(screen.queryByText(words.success.profileUpdated)).not.toBeInTheDocument();
      expect(await backend.profiles.read(account.uid)).toEqual(PROFILE);
      // And the same edits save on the next try.
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(words.success.profileUpdated)).toBeInTheDocument();
      expect(detail('Username')).toBe('Asha V');
    },
  );
});

describe('the profile picture', () => {
  const png = () => new File(['original-bytes'], 'me.png', { type: 'image/png' });

  it('accepts images only', async () => {
    const { user } = await openProfile();
    const { picture } = await startEditing(user);
    expect(picture).toHaveAttribute('type', 'file');
    expect(picture).toHaveAttribute('accept', 'image/*');
  });

  it('refuses a file that is not an image, even if the browser offered it', async () => {
    const { backend } = await openProfile();
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.spyOn(backend.files, 'uploadProfilePicture');
    const { picture } = await startEditing(user);
    await user.upload(picture, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.pictureNotImage);
    expect(screen.queryByRole('img', { name: /preview/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(words.success.profileUpdated);
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a picture over 5 MB', async () => {
    const { user } = await openProfile();
    const { picture } = await startEditing(user);
    const big = new File([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], 'big.png', {
      type: 'image/png',
    });
    await user.upload(picture, big);
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.pictureTooLarge);
    expect(picture).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the chosen picture, downscales it, uploads it and saves its URL', async () => {
    const { user, backend, account } = await openProfile();
    const upload = vi.spyOn(backend.files, 'uploadProfilePicture');
    const { picture } = await startEditing(user);
    const chosen = png();
    await user.upload(picture, chosen);
    const preview = await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(words.success.profileUpdated);

    expect(downscaleImage).toHaveBeenCalledWith(chosen);
    expect(upload).toHaveBeenCalledWith(account.uid, SCALED, expect.anything());
    const url = await upload.mock.results[0]?.value;
    expect(url).toMatch(/^data:image\/png;base64,/);
    expect((await backend.profiles.read(account.uid))?.profilePicture).toBe(url);
    expect(within(main()).getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', url);
  });

  it('updates the nav avatar at once after saving', async () => {
    const { user, backend } = await openProfile();
    const upload = vi.spyOn(backend.files, 'uploadProfilePicture');
    const { picture } = await startEditing(user);
    await user.upload(picture, png());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(words.success.profileUpdated);
    const url = await upload.mock.results[0]?.value;
    const navAvatar = screen.getByRole('navigation').querySelector('img');
    expect(navAvatar).toHaveAttribute('src', url);
  });

  it.each([
    [
      'the service refuses',
      (backend: MemoryBackend) =>
        backend.controls.failNext('files.uploadProfilePicture', 'storage/unavailable'),
    ],
    [
      'its code is gone (the Storage chunk, after a deploy)',
      (backend: MemoryBackend) =>
        vi.spyOn(backend.files, 'uploadProfilePicture').mockRejectedValueOnce(chunkGone()),
    ],
  ])('a failed upload (%s) keeps the chosen picture and the typed values', async (_, fail) => {
    const { user, backend } = await openProfile();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fail(backend);
    const fields = await startEditing(user);
    await user.type(fields.username, ' V');
    await user.upload(fields.picture, png());
    await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.profileSave);
    expect(screen.getByLabelText('Username')).toHaveValue('Asha V');
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
  });

  it('refuses a picture the browser cannot read, saying so, and uploads nothing', async () => {
    const { user, backend } = await openProfile();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(downscaleImage).mockRejectedValueOnce(new PictureUnreadableError('HEIC'));
    const upload = vi.spyOn(backend.files, 'uploadProfilePicture');
    const { picture } = await startEditing(user);
    await user.upload(picture, png());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words.validation.pictureUnreadable);
    expect(upload).not.toHaveBeenCalled();
    // The visitor's own file, not a fault of the site: nothing for the console.
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('the "Your profile is updated" toast', () => {
  async function saveOnFakeClock() {
    const rendered = await openProfile();
    await startEditing(rendered.user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
    return rendered;
  }

  it('shows for 6000 ms, then closes by itself', async () => {
    await saveOnFakeClock();
    expect(screen.getByText(words.success.profileUpdated)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PROFILE_TOAST_MS - 1));
    expect(screen.getByText(words.success.profileUpdated)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(words.success.profileUpdated)).not.toBeInTheDocument();
  });

  it('closes at once with its close button', async () => {
    await saveOnFakeClock();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText(words.success.profileUpdated)).not.toBeInTheDocument();
  });

  it('is announced politely', async () => {
    await saveOnFakeClock();
    expect(
      screen.getByText(words.success.profileUpdated).closest('[role="status"]'),
    ).not.toBeNull();
  });
});

describe('the profile email', () => {
  it('is the sign-in address, read-only, and says so', async () => {
    const { user } = await openProfile();
    const { email } = await startEditing(user);
    expect(email).toHaveValue(TEST_EMAIL);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(words.hints.profileEmail);
    await user.type(email, 'x');
    expect(email).toHaveValue(TEST_EMAIL);
  });

  it('shows and saves the sign-in address over any other address the document held', async () => {
    const { user, backend, account } = await openProfile({
      profile: { username: 'Asha', email: 'someone.else@example.com' },
    });
    expect(detail('Email')).toBe(TEST_EMAIL);
    await startEditing(user);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(words.success.profileUpdated);
    expect(await backend.profiles.read(account.uid)).toEqual({
      username: 'Asha',
      email: TEST_EMAIL,
    });
  });
});
