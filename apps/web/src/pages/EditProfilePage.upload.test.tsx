import { BACKEND_WRITE_TIMEOUT_MS, BackendError, type UploadOptions } from '@apex/auth-port';
import { messagesFor } from '@apex/core';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage } from '../features/account/downscaleImage.ts';
import { detail, openProfile, PROFILE, startEditing } from '../testing/profilePage.ts';

const words = messagesFor('en');

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no canvas: the downscaler is replaced (its maths is tested in fitWithin.test.ts).
vi.mock('../features/account/downscaleImage.ts', () => ({ downscaleImage: vi.fn() }));
const SCALED = new File(['scaled-bytes'], 'me.png', { type: 'image/png' });
const png = () => new File(['original-bytes'], 'me.png', { type: 'image/png' });

beforeEach(() => {
  vi.mocked(downscaleImage).mockResolvedValue(SCALED);
  // Each stopped save is logged, as every failed save is.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
});

/** An upload that reports half its bytes sent, then waits until it is cancelled. */
function holdUploadHalfway(options: UploadOptions = {}): Promise<string> {
  options.onProgress?.({ bytesTransferred: 6, totalBytes: 12 });
  return new Promise((_, reject) => {
    options.signal?.addEventListener('abort', () =>
      reject(new BackendError('storage/canceled', 'cancelled')),
    );
  });
}

async function startUpload() {
  const rendered = await openProfile();
  const upload = vi
    .spyOn(rendered.backend.files, 'uploadProfilePicture')
    .mockImplementation((_uid, _file, options) => holdUploadHalfway(options));
  const fields = await startEditing(rendered.user);
  await rendered.user.type(fields.username, ' V');
  await rendered.user.upload(fields.picture, png());
  await screen.findByRole('img', { name: 'Preview of your new profile picture' });
  await rendered.user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const bar = await screen.findByRole('progressbar');
  return { ...rendered, upload, bar };
}

describe('uploading the picture', () => {
  it('shows its progress as a labelled bar and in words', async () => {
    const { bar } = await startUpload();
    expect(bar).toHaveAttribute('value', '50');
    expect(bar).toHaveAccessibleName(words.status.uploading({ percent: 50 }));
    expect(screen.getByText(words.status.uploading({ percent: 50 }))).toBeVisible();
  });

  it('Cancel upload stops it, says so calmly and keeps every edit', async () => {
    const { user, upload, backend, account } = await startUpload();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    const signal = upload.mock.calls[0]?.[2]?.signal;
    expect(signal?.aborted).toBe(true);
    const note = await screen.findByText(words.errors['storage/canceled']);
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('Asha V');
    expect(screen.getByRole('img', { name: 'Preview of your new profile picture' })).toBeVisible();
    expect(await backend.profiles.read(account.uid)).toEqual(PROFILE);
  });

  it("the form's Cancel works during the upload, stopping it", async () => {
    const { user, upload } = await startUpload();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(upload.mock.calls[0]?.[2]?.signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(detail('Username')).toBe('Asha');
  });

  it('gives up after 30 seconds with a retryable error, keeping the edits', async () => {
    const { user, backend } = await openProfile();
    const fields = await startEditing(user);
    await user.type(fields.username, ' V');
    await user.upload(fields.picture, png());
    await screen.findByRole('img', { name: 'Preview of your new profile picture' });
    // The memory backend answers after a minute: only the time limit can end the wait.
    backend.controls.setLatency(60_000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(BACKEND_WRITE_TIMEOUT_MS - 1);
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(words.errors['storage/timeout']);
    expect(screen.getByLabelText('Username')).toHaveValue('Asha V');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
