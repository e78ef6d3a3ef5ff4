import { type FileService, profilePicturePath, type UploadOptions } from '@apex/auth-port';
import { isStoredPictureType, STORED_PICTURE_MAX_BYTES } from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { withDeadline } from './deadline.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import type { HostAndPort } from './options.ts';

/** What deleting an account needs beyond the port's file service. */
export interface FirebaseFileService extends FileService {
  /** Deletes the uid's picture; succeeds when there is none. */
  removeProfilePicture(uid: string): Promise<void>;
}

function upload(
  storage: FirebaseStorage,
  uid: string,
  file: Blob,
  options: UploadOptions,
  timeoutMs: number,
): Promise<string> {
  const { signal, onProgress } = options;
  if (signal?.aborted) return Promise.reject(backendErrorFor('storage/canceled'));
  // Only the content type: storage.rules refuse any other metadata.
  const task = uploadBytesResumable(ref(storage, profilePicturePath(uid)), file, {
    contentType: file.type,
  });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress?.({
          bytesTransferred: snapshot.bytesTransferred,
          totalBytes: snapshot.totalBytes,
        }),
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  }).catch((error: unknown) => {
    throw toBackendError(error, 'storage');
  });
  return withDeadline(done, timeoutMs, 'storage/timeout', cancel).finally(() =>
    signal?.removeEventListener('abort', cancel),
  );
}

export function createFileService(
  app: FirebaseApp,
  requireSignedIn: () => Promise<void>,
  timeoutMs: number,
  emulator?: HostAndPort,
): FirebaseFileService {
  const storage = getStorage(app);
  if (emulator !== undefined) connectStorageEmulator(storage, emulator.host, emulator.port);
  // Without these the SDK retries a failing upload for up to ten minutes before giving up.
  storage.maxUploadRetryTime = timeoutMs;
  storage.maxOperationRetryTime = timeoutMs;

  return {
    async uploadProfilePicture(uid, file, options = {}) {
      await requireSignedIn();
      // The storage rules refuse these too; checking first gives the user the precise reason.
      if (!isStoredPictureType(file.type)) throw backendErrorFor('storage/invalid-content-type');
      if (file.size > STORED_PICTURE_MAX_BYTES) throw backendErrorFor('storage/file-too-large');
      return upload(storage, uid, file, options, timeoutMs);
    },
    async removeProfilePicture(uid) {
      await requireSignedIn();
      try {
        await deleteObject(ref(storage, profilePicturePath(uid)));
      } catch (error) {
        const failure = toBackendError(error, 'storage');
        if (failure.code !== 'storage/object-not-found') throw failure;
      }
    },
  };
}
