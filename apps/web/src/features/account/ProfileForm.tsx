import { isBackendError, type UserProfile } from '@apex/auth-port';
import { describeError, messagesFor, type ProfileValues, validateProfile } from '@apex/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { downscaleImage } from './downscaleImage.ts';
import { EmailField } from './EmailField.tsx';
import { FormNotice } from './FormNotice.tsx';
import type { Notice } from './notice.ts';
import { PictureInput } from './PictureInput.tsx';
import styles from './Profile.module.css';
import { PictureUnreadableError } from './reencodePicture.ts';
import { TextField } from './TextField.tsx';
import { UploadProgress } from './UploadProgress.tsx';

/** Failures the dictionary words precisely; any other failed save says the edits are kept. */
const SAVE_CODES_WITH_WORDS = new Set(['storage/timeout', 'profile/timeout', 'storage/canceled']);

export interface ProfileFormProps {
  uid: string;
  /** The address the account logs in with: the profile's email, shown but not editable. */
  loginEmail: string | null;
  profile: UserProfile;
  onSaved: (profile: UserProfile) => void;
  onCancel: () => void;
}

/**
 * Edits username and picture; the email is the sign-in address, written from the account. A
 * failed, timed-out or cancelled save keeps every edit in the form.
 */
export function ProfileForm({ uid, loginEmail, profile, onSaved, onCancel }: ProfileFormProps) {
  const handle = useBackendHandle();
  const locale = useLocale();
  const words = messagesFor(locale);
  const ids = useId();
  const errorId = `${ids}-error`;
  const [values, setValues] = useState<ProfileValues>({
    username: profile.username,
    email: loginEmail ?? profile.email,
  });
  const [picture, setPicture] = useState<File | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  /** Percent of the picture sent, while it uploads. */
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  // A retry after a failed document write does not upload the same picture twice.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  } satisfies Record<keyof ProfileValues, unknown>;

  useEffect(() => {
    refs.username.current?.focus();
  }, [refs.username]);

  const uploadPicture = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url;
    const backend = await handle.load();
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const scaled = await downscaleImage(file);
      const url = await backend.files.uploadProfilePicture(uid, scaled, {
        signal: controller.signal,
        onProgress: ({ bytesTransferred, totalBytes }) =>
          setProgress(totalBytes > 0 ? Math.round((100 * bytesTransferred) / totalBytes) : 0),
      });
      uploaded.current = { file, url };
      return url;
    } finally {
      upload.current = null;
      setProgress(null);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const invalid = validateProfile(values, locale);
    if (invalid) {
      setNotice({ tone: 'error', message: invalid.message, field: invalid.field });
      refs[invalid.field].current?.focus();
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const profilePicture = picture ? await uploadPicture(picture) : profile.profilePicture;
      const next: UserProfile = {
        username: values.username.trim(),
        email: values.email,
        ...(profilePicture ? { profilePicture } : {}),
      };
      const backend = await handle.load();
      await backend.profiles.update(uid, next);
      onSaved(next);
    } catch (error) {
      // Nothing was sent for a picture the browser cannot read: say so, rather than "try again".
      // It is the visitor's file, not a fault of the site, so the console is not told.
      if (error instanceof PictureUnreadableError) {
        setNotice({ tone: 'error', message: words.validation.pictureUnreadable });
      } else if (isBackendError(error) && SAVE_CODES_WITH_WORDS.has(error.code)) {
        setNotice(describeError(error.code, error.message, locale));
      } else {
        setNotice({ tone: 'error', message: words.failures.profileSave });
      }
      if (!(error instanceof PictureUnreadableError)) console.error('Error saving profile:', error);
      setSaving(false);
    }
  };

  /** The form's Cancel works while saving too: it stops an upload on its way out. */
  const cancel = () => {
    upload.current?.abort();
    onCancel();
  };

  const errorFor = (field: keyof ProfileValues) => (notice?.field === field ? errorId : undefined);
  const setField = (field: keyof ProfileValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={save} aria-busy={saving}>
      <FormNotice notice={notice} errorId={errorId} />
      <PictureInput
        currentPicture={profile.profilePicture}
        chosen={picture}
        onChoose={setPicture}
        disabled={saving}
      />
      <TextField
        id={`${ids}-username`}
        label={words.account.username}
        autoComplete="username"
        aria-required="true"
        value={values.username}
        onValueChange={setField('username')}
        inputRef={refs.username}
        errorId={errorFor('username')}
        readOnly={saving}
      />
      <EmailField
        id={`${ids}-email`}
        value={values.email}
        onValueChange={() => {}}
        inputRef={refs.email}
        errorId={errorFor('email')}
        readOnly
        aria-required="false"
        hint={words.hints.profileEmail}
      />
      {progress !== null && (
        <UploadProgress percent={progress} onCancel={() => upload.current?.abort()} />
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={saving}>
          {saving ? words.status.saving : words.account.saveChanges}
        </button>
        <button type="button" className={styles.secondary} onClick={cancel}>
          {words.account.cancel}
        </button>
      </div>
    </form>
  );
}
