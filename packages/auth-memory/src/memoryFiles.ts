import { BackendError, type FileService } from '@apex/auth-port';
import { isStoredPictureType } from '@apex/core';
import { ageHoldOf } from './accountAgeServer.ts';
import { toDataUrl } from './dataUrl.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOwner } from './ownership.ts';
import type { MemoryStore } from './store.ts';

const DENIED = { code: 'storage/unauthorized', message: MEMORY_MESSAGES.storageDenied };

/**
 * The one profile picture per user, checked as the storage rules check it. The URL is a `data:` URL
 * carrying the picture, so the profile document that stores it is all a reload needs; the state
 * keeps the uid's current URL so a profile can be held to pointing at its own picture.
 */
export function createMemoryFiles(
  store: MemoryStore,
  runner: OperationRunner,
  maxBytes: number,
): FileService {
  return {
    uploadProfilePicture: (uid, file, options = {}) =>
      runner.run(
        'files.uploadProfilePicture',
        async () => {
          requireOwner(store, uid, DENIED);
          // An under-18 account keeps no picture until its parent confirms it (issue 38).
          const hold = ageHoldOf(store.read(), uid);
          if (hold !== null) throw codeOnlyError(`storage/${hold}`);
          if (!isStoredPictureType(file.type)) {
            throw new BackendError('storage/invalid-content-type', MEMORY_MESSAGES.notAnImage);
          }
          if (file.size > maxBytes) {
            throw new BackendError('storage/file-too-large', MEMORY_MESSAGES.tooLarge);
          }
          options.onProgress?.({ bytesTransferred: 0, totalBytes: file.size });
          const url = await toDataUrl(file, file.type);
          store.update((state) => {
            state.pictures[uid] = url;
          });
          options.onProgress?.({ bytesTransferred: file.size, totalBytes: file.size });
          return url;
        },
        { timeoutCode: 'storage/timeout', signal: options.signal },
      ),
  };
}
