import { BackendError, type FileService, profilePicturePath } from '@apex/auth-port';
import { isImageContentType, PROFILE_PICTURE_MAX_BYTES } from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { toBackendError } from './errors.ts';
import type { HostAndPort } from './options.ts';

export function createFileService(
  app: FirebaseApp,
  requireSignedIn: () => Promise<void>,
  emulator?: HostAndPort,
): FileService {
  const storage = getStorage(app);
  if (emulator !== undefined) connectStorageEmulator(storage, emulator.host, emulator.port);

  return {
    async uploadProfilePicture(uid, file, filename) {
      await requireSignedIn();
      // The storage rules refuse these too; checking first gives the user the precise reason.
      if (!isImageContentType(file.type)) {
        throw new BackendError('storage/invalid-content-type', `Not an image: "${file.type}".`);
      }
      if (file.size > PROFILE_PICTURE_MAX_BYTES) {
        throw new BackendError('storage/file-too-large', `${file.size} bytes is over the limit.`);
      }
      try {
        const uploaded = await uploadBytes(ref(storage, profilePicturePath(uid, filename)), file, {
          contentType: file.type,
        });
        return await getDownloadURL(uploaded.ref);
      } catch (error) {
        throw toBackendError(error, 'storage');
      }
    },
  };
}
