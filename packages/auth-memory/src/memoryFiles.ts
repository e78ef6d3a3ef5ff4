import { BackendError, type FileService } from '@apex/auth-port';
import { isImageContentType } from '@apex/core';
import { toDataUrl } from './dataUrl.ts';
import { MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOwner } from './ownership.ts';
import type { MemoryStore } from './store.ts';

const DENIED = { code: 'storage/unauthorized', message: MEMORY_MESSAGES.storageDenied };

/**
 * Profile pictures, checked as the storage rules check them. The URL is a `data:` URL carrying the
 * picture, so the profile document that stores it is all a reload needs; no file table is kept.
 */
export function createMemoryFiles(
  store: MemoryStore,
  runner: OperationRunner,
  maxBytes: number,
): FileService {
  return {
    uploadProfilePicture: (uid, file, filename) =>
      runner.run('files.uploadProfilePicture', () => {
        requireOwner(store, uid, DENIED);
        // The rules match `profile_pictures/{uid}/{filename}`: a nested or empty name is outside it.
        if (filename === '' || filename.includes('/')) {
          throw new BackendError(DENIED.code, DENIED.message);
        }
        if (!isImageContentType(file.type)) {
          throw new BackendError('storage/invalid-content-type', MEMORY_MESSAGES.notAnImage);
        }
        if (file.size > maxBytes) {
          throw new BackendError('storage/file-too-large', MEMORY_MESSAGES.tooLarge);
        }
        return toDataUrl(file, file.type);
      }),
  };
}
